// react-i18next's <Trans> and its HTML parser, in a chunk of their own (see ./trans.tsx).
export { Trans } from 'react-i18next';
