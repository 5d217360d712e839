import type { MailboxNav, MailLabel } from './api/mailbox-api';

/** What every list of the mailbox shares: the side panel's data and what asks it again. */
export interface MailboxContext {
  nav: MailboxNav;
  /** counts the changes made: each one asks the lists again */
  revision: number;
  onChanged: () => void;
  /** the slugs of labels renamed (→ the new slug) or deleted (→ null) here, which a list open on them follows */
  formerLabels: Record<string, string | null>;
  /** shows the labels a rename or delete answered at once, and notes the label's former slug */
  onLabelChange: (labels: MailLabel[], change: { from: string; to: string | null }) => void;
  managingLabels: boolean;
  onManageLabels: (open: boolean) => void;
}
