import { defineModule } from "../descriptor";

export const radarFeedsModule = defineModule({
  name: "radar-feeds",
});
