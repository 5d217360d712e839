// Unit tests replace the federation runtime; the e2e tests load real remotes.
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
