/**
 * jsdom with Node's fetch, streams and FormData (jest-fixed-jsdom), so MSW can answer the real
 * API client's requests; plus Node's File, so a file picked in a test can go into that FormData.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class ShopEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = ShopEnvironment;
