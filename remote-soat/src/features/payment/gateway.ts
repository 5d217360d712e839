/**
 * Leaving the portal for the payment gateway's hosted checkout, where the card
 * number or the bank is typed (never in the portal). One object, so tests can
 * observe it: jsdom cannot navigate.
 */
export const gateway = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web address is followed: the API's answer is trusted, but never as script. */
export function isGatewayUrl(url: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
