module.exports = require('@fireworks/tooling/jest-frontend')(__dirname);
