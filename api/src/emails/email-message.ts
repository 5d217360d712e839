/** A file sent with an email (the policy certificate); the shape nodemailer takes as it is. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** More headers, as nodemailer takes them (`List-Unsubscribe`). */
  headers?: Record<string, string>;
}
