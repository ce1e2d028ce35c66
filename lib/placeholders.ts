/** An address on a domain reserved for examples (RFC 2606): a stand-in for the organisation's own. */
export const PLACEHOLDER = /(?:https?:\/\/|[\w.+-]+@)?(?:[\w-]+\.)*example\.(?:org|com)\b[^\s"'<>)]*/i;
/** A US number in 555-0100 to 555-0199, reserved for fiction: nobody answers it, and someone in need may dial it. */
export const FICTIONAL_PHONE = /(?:\+1|\b1)?[\s.(-]*\d{3}[\s.)-]*555[\s.-]?01\d\d\b/;
/** Whether a way to reach the organisation is still a stand-in: the pages mark it, the launch check lists it. */
export const isStandIn = (value: string): boolean => PLACEHOLDER.test(value) || FICTIONAL_PHONE.test(value);
