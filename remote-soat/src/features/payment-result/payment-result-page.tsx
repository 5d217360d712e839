/** Placeholder: replaced by the page's implementation (issue 8). */
export function PaymentResultPage() {
  return null;
}
