// jsdom lacks browser APIs the kit uses: lend it Node's fetch and the body types it sends, so the api client talks
// HTTP to a real local server (test/support/api-server.ts), and TextEncoder/TextDecoder (react-router). Node's FormData
// only takes Node's File and Blob, so those come from Node too (jsdom 26's Blob cannot be read back anyway).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Headers, Request, Response, FormData, Blob, File, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithNodeFetch;
