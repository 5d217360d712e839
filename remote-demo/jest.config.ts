import jestPreset from '../tooling/jest-preset.ts';

// The demo's seed and token libraries ship only as ES modules: Jest transforms them too.
export default jestPreset('remote-demo', ['@faker-js/faker', 'jose']);
