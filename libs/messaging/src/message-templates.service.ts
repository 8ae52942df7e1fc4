import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, newId, NotFoundError, pageLimit, toPage, uniqueViolation, ValidationFailedError, type Page, type PageQueryDto } from '@app/core';
import { placeholderIssues } from './domain/placeholders';
import { MessageTemplateEntity } from './persistence/message-template.entity';
import { MessageTemplatesRepository } from './persistence/message-templates.repository';
import type { MessageTemplateResponse } from './representation/messaging-response.dto';
import type { CreateTemplateInput, UpdateTemplateInput } from './representation/messaging-requests';
import { presentTemplate } from './representation/messaging.presenter';

/** Message templates: installation-wide, no events (docs/api/messaging.md#templates). */
@Injectable()
export class MessageTemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MessageTemplatesRepository,
  ) {}

  async create(dto: CreateTemplateInput): Promise<MessageTemplateResponse> {
    const issues = placeholderIssues(dto);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    const now = new Date();
    const template = this.dataSource.manager.create(MessageTemplateEntity, {
      id: newId(),
      name: dto.name,
      subject: dto.subject,
      body: dto.body,
      kind: dto.kind ?? 'general',
      createdAt: now,
      updatedAt: now,
    });
    await this.unique(dto.name, () => this.dataSource.transaction((tx) => tx.insert(MessageTemplateEntity, template)));
    return presentTemplate(template);
  }

  list(query: PageQueryDto): Promise<Page<MessageTemplateResponse>> {
    return this.repository.list(query).then((rows) => toPage(rows, pageLimit(query), presentTemplate));
  }

  async get(id: string): Promise<MessageTemplateResponse> {
    const template = await this.repository.find(this.dataSource.manager, id);
    if (template === null) throw new NotFoundError('Message template', id);
    return presentTemplate(template);
  }

  /** `{}` changes nothing (200, the current state). */
  async update(id: string, dto: UpdateTemplateInput): Promise<MessageTemplateResponse> {
    const issues = placeholderIssues(dto);
    if (issues.length > 0) throw new ValidationFailedError(issues);
    return this.unique(dto.name, () =>
      this.dataSource.transaction(async (tx) => {
        const template = await this.repository.find(tx, id, 'update');
        if (template === null) throw new NotFoundError('Message template', id);
        const changes = Object.fromEntries(
          Object.entries(dto).filter(([key, value]) => value !== undefined && value !== template[key as keyof UpdateTemplateInput]),
        );
        if (Object.keys(changes).length === 0) return presentTemplate(template);
        Object.assign(template, changes, { updatedAt: new Date() });
        await tx.update(MessageTemplateEntity, { id }, { ...changes, updatedAt: template.updatedAt });
        return presentTemplate(template);
      }),
    );
  }

  /** Messages made from it keep their text; their templateId becomes null. */
  async delete(id: string): Promise<{ deleted: true }> {
    const result = await this.dataSource.transaction((tx) => tx.delete(MessageTemplateEntity, { id }));
    if (result.affected === 0) throw new NotFoundError('Message template', id);
    return { deleted: true };
  }

  private async unique<T>(name: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === 'message_templates_name_key') {
        throw new ConflictError(`A message template named ${JSON.stringify(name)} exists already`, { field: 'name' });
      }
      throw error;
    }
  }
}
