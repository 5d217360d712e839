import jestPreset from '../tooling/jest-preset.ts';

export default jestPreset('remote-operador');
