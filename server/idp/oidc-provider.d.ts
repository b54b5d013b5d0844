/**
 * oidc-provider ships no types (and @types/oidc-provider lags its major versions): these are the parts of its
 * version 9 API the embedded provider uses, written from its source.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ClientInfo {
    clientId: string;
    redirectUris: string[];
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface OidcContext {
    provider: Provider;
    route?: string;
    urlFor(name: string): string;
    client?: ClientInfo;
    session?: {
      accountId?: string;
      state?: { secret?: string };
      grantIdFor(clientId: string): string | undefined;
    };
    result?: { consent?: { grantId?: string } };
    requestParamOIDCScopes: Set<string>;
    params?: Record<string, unknown>;
  }

  /** The Koa context the provider's helpers receive. */
  export interface KoaContextWithOIDC {
    /** Absent on requests the provider routes nowhere. */
    oidc: OidcContext;
    method: string;
    body: unknown;
    type: string;
    status: number;
    host: string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
    iss?: string;
  }

  export default class Provider {
    constructor(issuer: string, configuration: object);
    proxy: boolean;
    issuer: string;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** Koa middleware around the provider's own. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
    OIDCProviderError: new (status: number, message: string) => Error & { error: string };
  };
}
