/** Backend error codes of spec 1 §8 (and part 2/3 codes as they are added); translated by the renderer. */
export const ERROR_CODES = [
  'ERR_NO_OTHER_WHATSAPP',
  'ERR_NO_DEF_WAPP_FOUND',
  'ERR_WAPP_NOT_INITIALIZED',
  'ERR_WAPP_CHECK_CONTACT',
  'ERR_WAPP_INVALID_CONTACT',
  'ERR_WAPP_DOWNLOAD_MEDIA',
  'ERR_INVALID_CREDENTIALS',
  'ERR_SENDING_WAPP_MSG',
  'ERR_DELETE_WAPP_MSG',
  'ERR_OTHER_OPEN_TICKET',
  'ERR_SESSION_EXPIRED',
  'ERR_USER_CREATION_DISABLED',
  'ERR_NO_PERMISSION',
  'ERR_DUPLICATED_CONTACT',
  'ERR_NO_SETTING_FOUND',
  'ERR_NO_CONTACT_FOUND',
  'ERR_NO_TICKET_FOUND',
  'ERR_NO_USER_FOUND',
  'ERR_NO_WAPP_FOUND',
  'ERR_CREATING_MESSAGE',
  'ERR_CREATING_TICKET',
  'ERR_FETCH_WAPP_MSG',
  'ERR_QUEUE_COLOR_ALREADY_EXISTS',
  'ERR_WAPP_GREETING_REQUIRED',
  'ERR_OUT_OF_HOURS',
  // Added by the reference server (server/README.md "Errors"): closing a ticket whose contact has
  // no tags while the requiredTag setting is on (spec 1 §4).
  'ERR_REQUIRED_TAG',
  // Settings (issue 12): a message left empty while the option that sends it is on (spec 2 §5).
  'ERR_SETTING_MESSAGE_REQUIRED',
  // The conversation (issue 4; server/README.md): edit, delete, forward, uploads, schedules, quick
  // replies, contacts created from a card.
  'ERR_NO_MESSAGE_FOUND',
  'ERR_EDIT_WINDOW_EXPIRED',
  'ERR_MESSAGE_NOT_EDITABLE',
  'ERR_MESSAGE_NOT_FORWARDABLE',
  'ERR_MEDIA_TOO_LARGE',
  'ERR_TOO_MANY_FILES',
  'ERR_MEDIA_TYPE_NOT_ALLOWED',
  'ERR_MEDIA_NOT_IMAGE_OR_VIDEO',
  'ERR_NO_SCHEDULE_FOUND',
  'ERR_NO_QUICKMESSAGE_FOUND',
  'ERR_NO_HELP_FOUND',
  'ERR_INVALID_NUMBER',
  // Sent by the reference server too: a transition on a ticket no longer open, a write over a
  // newer version (optimistic check), a blocked contact, missing tags, notes and companies, and
  // the generic 404.
  'ERR_TICKET_NOT_OPEN',
  'ERR_TICKET_CHANGED',
  'ERR_CONTACT_BLOCKED',
  'ERR_NO_TAG_FOUND',
  'ERR_NO_PROMPT_FOUND',
  'ERR_NO_FLOW_CAMPAIGN_FOUND',
  'ERR_NO_FLOW_FOUND',
  'ERR_NO_ANNOUNCEMENT_FOUND',
  'ERR_NO_CHAT_FOUND',
  'ERR_NO_TICKETNOTE_FOUND',
  'ERR_NO_COMPANY_FOUND',
  'ERR_NOT_FOUND',
  'ERR_INVALID_TRANSITION',
  // Issue 10: login throttling (429 with Retry-After), and an email another company's user holds
  // (a neutral refusal that does not say a user exists).
  'ERR_TOO_MANY_LOGIN_ATTEMPTS',
  'ERR_EMAIL_UNAVAILABLE',
  // Issue 10: an admin deleting their own user; a company switched off (its users cannot sign in).
  'ERR_CANNOT_DELETE_SELF',
  'ERR_COMPANY_INACTIVE',
  // Issue 12: a user past the plan's user count (deployed: 'Número máximo de usuários já alcançado').
  'ERR_USER_LIMIT_REACHED',
  // Issue 12: a queue of another company or none; a queue name the company already uses.
  'ERR_QUEUE_NOT_FOUND',
  'ERR_QUEUE_NAME_ALREADY_EXISTS',
  // Issue 12: the sandbox's simulated scan of a connection that shows no QR code at that moment.
  'ERR_WAPP_NOT_PAIRING',
  // Issue 12: a chatbot option of another company or none.
  'ERR_NO_CHATBOT_FOUND',
  // Issue 14: a queue integration of another company or none (deployed: ERR_NO_DIALOG_FOUND), and a
  // test session the reference server refuses because it runs no external flow (Dialogflow, n8n…).
  'ERR_NO_DIALOG_FOUND',
  'ERR_EXTERNAL_FLOWS_NOT_RUN',
  // Issue 14: file lists (deployed codes for a missing list or option), and a name already used.
  'ERR_NO_FILE_FOUND',
  'ERR_NO_FILE_OPTION_FOUND',
  'ERR_FILE_LIST_NAME_ALREADY_EXISTS',
  // The messages API (issue 16): a missing or unknown connection token.
  'ERR_INVALID_API_TOKEN',
  // Issue 16: plans. A connection or queue past the plan's count (deployed: 'Número máximo de
  // conexões/filas já alcançado'); a plan name already used; a plan a company is on; none.
  'ERR_CONNECTION_LIMIT_REACHED',
  'ERR_QUEUE_LIMIT_REACHED',
  'ERR_PLAN_NAME_ALREADY_EXISTS',
  'ERR_PLAN_IN_USE',
  'ERR_NO_PLAN_FOUND',
  // Issue 17: contact lists (Whaticket's codes): none of the company's, or a number the list has.
  'ERR_NO_CONTACTLIST_FOUND',
  'ERR_NO_CONTACTLISTITEM_FOUND',
  'ERR_CONTACTLISTITEM_DUPLICATED',
  // Issue 17: campaigns: none of the company's, or a change its status no longer allows (spec 3 §4).
  'ERR_NO_CAMPAIGN_FOUND',
  'ERR_CAMPAIGN_NOT_EDITABLE',
  'ERR_CAMPAIGN_NOT_CANCELLABLE',
  'ERR_CAMPAIGN_NOT_RESTARTABLE',
  // Billing (issue 16): the checkout's required fields and minimums (spec 3 §5), an invoice of
  // another company or none, and a Pix paid twice.
  'ERR_CHECKOUT_NAME_REQUIRED',
  'ERR_CHECKOUT_ZIPCODE_REQUIRED',
  'ERR_CHECKOUT_MINIMUM_THREE',
  'ERR_NO_INVOICE_FOUND',
  'ERR_INVOICE_ALREADY_PAID',
  // Signup and companies (issue 16): signup switched off by company 1's allowSignup; a company
  // name already used; a plan that does not exist (or is private, for signup).
  'ERR_SIGNUP_DISABLED',
  'ERR_COMPANY_NAME_ALREADY_EXISTS',
  'ERR_PLAN_NOT_AVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
