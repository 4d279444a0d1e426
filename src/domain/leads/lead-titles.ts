/**
 * What each lead kind is called, in the dealer's e-mail subject (LEAD-20) and in the shopper's
 * own list of enquiries (My Garage, DEAL-04).
 */
export const LEAD_KIND_TITLES: Readonly<Record<string, string>> = {
  enquiry: 'Enquiry',
  test_drive: 'Test Drive',
  photos: 'Photo request',
  finance: 'Finance Pre-Approval',
  service: 'Service Booking',
  trade_in: 'Trade-In Offer',
  careers: 'Career Enquiry',
  offer_accepted: 'Trade-In Offer Accepted',
  reservation: 'Reserve',
  deal: 'Online Purchase',
  payment: 'Online Payment',
  promotion: 'Promotion Entry',
  parts: 'Parts Enquiry',
};

export function leadKindTitle(kind: string): string {
  return LEAD_KIND_TITLES[kind] ?? 'Enquiry';
}
