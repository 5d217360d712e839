module.exports = {
  ...require('../tooling/jest-preset.cjs')('host'),
  // the federation runtime is replaced in unit tests; the e2e tests load real remotes
  moduleNameMapper: {
    ...require('../tooling/jest-preset.cjs')('host').moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/remotes/__mocks__/federation-runtime.ts',
    // webpack turns an imported asset into its URL
    '\\.svg$': '<rootDir>/src/testing/file-stub.ts',
  },
};
