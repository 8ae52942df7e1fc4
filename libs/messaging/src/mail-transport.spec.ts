import { classifySmtpFailure } from './mail-transport';

describe('classifySmtpFailure (docs/api/messaging.md#delivery)', () => {
  it('a 5xx to RCPT TO is a hard bounce', () => {
    const error = {
      code: 'EENVELOPE',
      message: 'rejected',
      rejectedErrors: [{ message: 'no', responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 no such user' }],
    };
    expect(classifySmtpFailure(error)).toEqual({ outcome: 'bounced', reason: '550 5.1.1 no such user' });
  });

  it('another 5xx fails without a retry', () => {
    expect(classifySmtpFailure({ code: 'EMESSAGE', message: 'x', responseCode: 554, command: 'DATA', response: '554 spam' })).toEqual({
      outcome: 'rejected',
      reason: '554 spam',
    });
  });

  it('4xx, refused and dropped connections are worth a retry', () => {
    expect(classifySmtpFailure({ code: 'EENVELOPE', message: 'x', responseCode: 451, command: 'RCPT TO', response: '451 later' }).outcome).toBe('transient');
    expect(classifySmtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' })).toEqual({
      outcome: 'transient',
      reason: 'connect ECONNREFUSED 127.0.0.1:1',
    });
    expect(classifySmtpFailure({ code: 'ECONNECTION', message: 'Connection closed unexpectedly' }).outcome).toBe('transient');
  });
});
