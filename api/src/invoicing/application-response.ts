// The DIAN's ApplicationResponse (docs/invoicing.md, "The ApplicationResponse"): the UBL 2.1 document in
// which the DIAN says it validated (02) or rejected (04) a document, naming it by number and CUFE/CUDE.
import { elementsAt, parseXml, textAt } from './ubl-reader.js';

/** `cac:DocumentResponse/cac:Response/cbc:ResponseCode`: 02 validated by the DIAN, 04 rejected. */
export type DianResponseCode = '02' | '04';

export interface ApplicationResponseLine {
  /** `cac:LineReference/cbc:LineID`. */
  lineId: string;
  /** The rule's code (`FAD06`), `0000` for the receipt line, `0` for the approval. */
  code: string;
  description: string;
}

export interface ApplicationResponse {
  /** The response's own number and unique code (`cbc:ID`, `cbc:UUID`, a CUDE). */
  id: string;
  uuid: string;
  issueDate: string;
  issueTime: string;
  /** `cbc:ProfileExecutionID`: 1 production, 2 tests. */
  environment: string;
  responseCode: DianResponseCode;
  /** The response's description, e.g. «Documento validado por la DIAN». */
  description: string;
  /** The document it answers: its number (`cbc:ID`) and its CUFE or CUDE (`cbc:UUID`). */
  documentReference: { id: string; uuid: string; schemeName: string | null };
  lines: ApplicationResponseLine[];
}

/** Not an ApplicationResponse of the DIAN's shape (or no XML at all): what is missing. */
export class ApplicationResponseError extends Error {
  constructor(detail: string) {
    super(`ApplicationResponse ilegible: ${detail}`);
    this.name = 'ApplicationResponseError';
  }
}

const root = '/ar:ApplicationResponse';

/** Reads the ApplicationResponse in `xml`; throws ApplicationResponseError when it is not one. */
export function readApplicationResponse(xml: string): ApplicationResponse {
  let document: Document;
  try {
    document = parseXml(xml);
  } catch (error) {
    throw new ApplicationResponseError((error as Error).message);
  }
  const required = (path: string) => {
    const value = textAt(document, `${root}/${path}`);
    if (!value) throw new ApplicationResponseError(`falta ${path}`);
    return value;
  };
  const responseCode = required('cac:DocumentResponse/cac:Response/cbc:ResponseCode');
  if (responseCode !== '02' && responseCode !== '04')
    throw new ApplicationResponseError(`ResponseCode ${responseCode} no es 02 ni 04`);
  return {
    id: required('cbc:ID'),
    uuid: required('cbc:UUID'),
    issueDate: required('cbc:IssueDate'),
    issueTime: textAt(document, `${root}/cbc:IssueTime`) ?? '',
    environment: textAt(document, `${root}/cbc:ProfileExecutionID`) ?? '',
    responseCode,
    description: textAt(document, `${root}/cac:DocumentResponse/cac:Response/cbc:Description`) ?? '',
    documentReference: {
      id: required('cac:DocumentResponse/cac:DocumentReference/cbc:ID'),
      uuid: required('cac:DocumentResponse/cac:DocumentReference/cbc:UUID'),
      schemeName: textAt(document, `${root}/cac:DocumentResponse/cac:DocumentReference/cbc:UUID/@schemeName`),
    },
    lines: elementsAt(document, `${root}/cac:DocumentResponse/cac:LineResponse`).map((line) => ({
      lineId: textAt(line, 'cac:LineReference/cbc:LineID') ?? '',
      code: textAt(line, 'cac:Response/cbc:ResponseCode') ?? '',
      description: textAt(line, 'cac:Response/cbc:Description') ?? '',
    })),
  };
}
