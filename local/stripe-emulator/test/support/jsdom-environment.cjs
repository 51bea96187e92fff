// jsdom with Node's fetch: the Stripe.js stand-in calls the emulator with window.fetch, which jsdom lacks.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Headers, Request, Response, TextEncoder, TextDecoder });
  }
}

module.exports = JsdomWithNodeFetch;
