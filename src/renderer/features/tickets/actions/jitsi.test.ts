import { describe, expect, it } from 'vitest';
import { meetingLink } from './jitsi';

describe('meetingLink', () => {
  it('names the room after the company and the ticket id, with a piece of the uuid', () => {
    expect(meetingLink({ id: 42, uuid: '3f2a9c1e-77aa-4b8e-9d00-123456789abc' }, 'Balcão Demo')).toBe(
      'https://meet.jit.si/balcao-demo-42-3f2a9c1e',
    );
  });

  it('keeps a usable room name for odd company names', () => {
    expect(meetingLink({ id: 7, uuid: '' }, '***')).toBe('https://meet.jit.si/balcao-7');
  });
});
