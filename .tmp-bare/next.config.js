module.exports = { turbopack: { root: require('path').join(__dirname, '..') } };
