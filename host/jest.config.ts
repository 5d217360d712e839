import jestPreset from '../tooling/jest-preset.ts';

const preset = jestPreset('host');

export default {
  ...preset,
  // the federation runtime is replaced in unit tests; the e2e tests load real remotes
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^@module-federation/enhanced/runtime$': '<rootDir>/src/remotes/__mocks__/federation-runtime.ts',
    // webpack turns an imported asset into its URL
    '\\.svg$': '<rootDir>/src/testing/file-stub.ts',
  },
};
