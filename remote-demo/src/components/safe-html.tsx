import DOMPurify from 'dompurify';
import { Box, type BoxProps } from '@soat/shared/ui';

/**
 * HTML that comes from data (a contact's notes, a guide's content), sanitised with
 * DOMPurify before it reaches the page: scripts, event handlers and `javascript:` links go.
 */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  return <Box {...props} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
