// The sandbox DIAN's documented test cases (README.md in this folder), triggered by the buyer's document
// number (`cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID`), like the gateway's test
// cards: any other buyer's invoice is validated on its merits.

/** Buyers whose invoices meet the DIAN's faults. */
export const faultBuyers = {
  /** 503 Service Unavailable, every time: the DIAN is down. */
  down: '1000000503',
  /** The connection is closed with no answer at all. */
  closed: '1000000502',
  /** The answer comes after DIAN_SANDBOX_SLOW_MS, later than the adapter waits by default; the document is validated. */
  slow: '1000000504',
  /** The first send of each document answers 503; the next ones are validated (the contingency's case). */
  downOnce: '1000000513',
} as const;

/** A buyer whose invoices the DIAN rejects for FAJ43b (the issuer's name is not the RUT's: no RUT here to check). */
export const rejectedBuyer = '1000000099';
