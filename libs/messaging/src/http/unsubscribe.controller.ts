import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Operation, ParseUuidPipe, PublicRoute, RawBodyRoute } from '@app/core';
import { UnsubscribeService } from '../unsubscribe.service';

class UnsubscribedResponse {
  @ApiProperty({ enum: [true] }) unsubscribed: true;
}

/** The List-Unsubscribe target of every mail (RFC 8058 one-click): a mail client POSTs `List-Unsubscribe=One-Click` as a form. */
@Controller('public/unsubscribe')
@PublicRoute('Messaging (public)')
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Post(':token')
  @HttpCode(200)
  @RawBodyRoute({ limitBytes: 1024, mediaTypes: ['application/x-www-form-urlencoded'] })
  @Operation({
    summary: 'Unsubscribe from the mails of this installation (no API key)',
    description:
      "The URL of a mail's List-Unsubscribe header (RFC 8058 one-click; the body, `List-Unsubscribe=One-Click`, is not read). " +
      "The candidate's address is suppressed (`unsubscribed`) until they give `messaging` consent again. An unknown token: 404; one that is not a UUID: 422.",
    response: UnsubscribedResponse,
    errors: [404, 422],
  })
  unsubscribe(@Param('token', ParseUuidPipe) token: string): Promise<{ unsubscribed: true }> {
    return this.unsubscribes.unsubscribe(token);
  }
}
