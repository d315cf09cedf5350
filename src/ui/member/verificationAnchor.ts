/** The anchor of the verification section on the member's account, which the withdrawal page links to:
 *  a file of its own, as the section brings the document upload and its contract rules (zod) along. */
export const VERIFICATION_SECTION_ID = 'verification'
