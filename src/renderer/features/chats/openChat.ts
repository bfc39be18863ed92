/** The chat shown on screen right now (the conversation sets it), for the resync and the notifications. */
export const openChat: { current: number | null } = { current: null };
