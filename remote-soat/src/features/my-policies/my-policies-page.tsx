/** Placeholder: replaced by the page's implementation (issue 8). */
export function MyPoliciesPage() {
  return null;
}
