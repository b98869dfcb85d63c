/**
 * The socket's remote address travels from the HTTP server to the API in this header. The server
 * always overwrites it, so a client cannot set it.
 */
export const PEER_ADDRESS_HEADER = "x-vrp-peer-address";
