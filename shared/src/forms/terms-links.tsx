import { PATHS } from '@soat/shared/router';
import { Link } from '@soat/shared/ui';

// Inline links, so the sentence's full stop stays on its line (as inline-flex boxes,
// the link recipe's default, it wrapped onto a line of its own).
const inlineLink = (href: string) => <Link display="inline" href={href} target="_blank" rel="noopener" />;

/** The `<terms>` and `<privacy>` links of a terms sentence (`<Trans components={TERMS_LINKS}>`). */
export const TERMS_LINKS = {
  terms: inlineLink(`${PATHS.quienesSomos}#terminos`),
  privacy: inlineLink(`${PATHS.quienesSomos}#datos-personales`),
};
