export { type ClaimedUpload, claimUpload, s3UrlOf, storeServerFile } from "./service";
