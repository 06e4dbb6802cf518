import type { AppModule } from '../../core/module';
import { SecretBox } from '../../core/secret-box';
import { Webhooks1764200000000 } from './migrations/1764200000000-webhooks';
import { WebhookSecretSealed1766950000000 } from './migrations/1766950000000-webhook-secret-sealed';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { writeOutbox } from './webhook-outbox';
import { loadWebhookSettings } from './webhook-settings';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRoutes } from './webhooks.rest';
import { WebhooksService } from './webhooks.service';

// The front door: a module above registers its own events (invoices: invoice.issued, invoice.cancelled, credit_note.issued).
export { registerWebhookSource, type WebhookSource } from './webhook-outbox';

declare module '../../core/services' {
  interface Services {
    webhooks: WebhooksService;
  }
}

/**
 * Signed webhooks from a transactional outbox. The outbox fills through the audit log
 * (AuditService.onLog, inside each write's transaction); main.ts starts the dispatcher in every process.
 */
export const webhooksModule: AppModule = {
  name: 'webhooks',
  entities: [WebhookEndpointEntity, WebhookDeliveryEntity],
  migrations: [Webhooks1764200000000, WebhookSecretSealed1766950000000],
  longTextColumns: [['webhook_deliveries', 'payload']],
  resolvers: [WebhooksResolver],
  rest: webhooksRoutes,
  requires: ['audit', 'contacts', 'deals', 'organizations'],
  services: ({ ds, config }, { audit }) => {
    // Once per app: every audited write fills the outbox in its own transaction (webhook-outbox.ts).
    audit.onLog(writeOutbox);
    return { webhooks: new WebhooksService(ds, audit, loadWebhookSettings(), new SecretBox(config.jwtSecret, 'webhook-secret')) };
  },
};
