/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for OAuth2 sign-in tests: one
 * confidential client, accounts the test adds, and a scripted browser that signs an account in at an
 * authorize URL and returns the code of the redirect.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** The standard claims of a test account. */
export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

export interface OidcPeer {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The one redirect URL the client accepts (nothing listens there). */
  readonly redirectUrl: string;
  /** The endpoints to put in pbdeck's provider settings. */
  readonly endpoints: { authUrl: string; tokenUrl: string; userApiUrl: string };
  addAccount(account: OidcAccount): void;
  /**
   * Opens `authUrl` (an auth-methods URL ending in `redirect_uri=`) like a browser, signs `sub` in,
   * grants consent and returns the authorization code of the final redirect.
   * @throws Error when the provider redirects back with an error or never reaches the redirect URL
   */
  authorize(authUrl: string, sub: string): Promise<string>;
  /**
   * Opens a complete authorize URL (its redirect_uri already set, as the SDK's one-step flow builds
   * it), signs `sub` in and then loads the redirect target once, as the popup would.
   * @throws Error when the provider never redirects away
   */
  visit(url: string, sub: string): Promise<Response>;
  close(): Promise<void>;
}

/** Starts the provider on a free port; `redirectUrls` are accepted besides `redirectUrl`. */
export async function startOidcPeer(options: { redirectUrls?: string[] } = {}): Promise<OidcPeer> {
  const accounts = new Map<string, OidcAccount>();
  let signingIn = "";
  let provider: Provider | undefined;
  const server = createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) {
      finishInteraction(provider, req, res, signingIn).catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "pbdeck-test";
  const clientSecret = "a secret with spaces & symbols";
  const redirectUrl = "http://127.0.0.1:9/oauth2-callback";
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUrl, ...(options.redirectUrls ?? [])],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test", alg: "RS256", use: "sig" }] },
    cookies: { keys: ["oidc-peer-cookie-key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username", "picture"],
    },
    features: { devInteractions: { enabled: false } },
    // explicit lifetimes and storage: the library warns about its defaults otherwise
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    adapter: memoryAdapter(),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });

  // follows the provider's redirects with its cookies until one leads away from it
  async function browse(start: string, sub: string): Promise<string> {
    signingIn = sub;
    const cookies = new Map<string, string>();
    let url = start;
    for (let hop = 0; hop < 12; hop++) {
      const res = await fetch(url, {
        redirect: "manual",
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get("location");
      if (!location) throw new Error(`the provider stopped at ${url} (${res.status}): ${await res.text()}`);
      await res.body?.cancel();
      url = new URL(location, url).href;
      if (!url.startsWith(`${issuer}/`)) return url;
    }
    throw new Error("the provider never redirected away");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUrl,
    endpoints: { authUrl: `${issuer}/auth`, tokenUrl: `${issuer}/token`, userApiUrl: `${issuer}/me` },
    addAccount: (account) => accounts.set(account.sub, account),
    async authorize(authUrl, sub) {
      const url = await browse(authUrl + encodeURIComponent(redirectUrl), sub);
      const code = new URL(url).searchParams.get("code");
      if (!url.startsWith(redirectUrl) || !code)
        throw new Error(`the provider redirected elsewhere or without a code: ${url}`);
      return code;
    },
    async visit(url, sub) {
      return fetch(await browse(url, sub), { redirect: "manual" });
    },
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

type Stored = { payload: Record<string, unknown>; consumed?: number };

// the storage oidc-provider keeps its codes, grants, sessions and tokens in, per model name; one per peer
function memoryAdapter() {
  const stores = new Map<string, Map<string, Stored>>();
  return class MemoryAdapter {
    private readonly items: Map<string, Stored>;
    constructor(name: string) {
      this.items = stores.get(name) ?? new Map();
      stores.set(name, this.items);
    }
    async upsert(id: string, payload: Record<string, unknown>): Promise<void> {
      this.items.set(id, { payload });
    }
    async find(id: string): Promise<Record<string, unknown> | undefined> {
      const item = this.items.get(id);
      return item && { ...item.payload, ...(item.consumed ? { consumed: item.consumed } : {}) };
    }
    async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
      for (const item of this.items.values()) if (item.payload.uid === uid) return item.payload;
      return undefined;
    }
    async findByUserCode(code: string): Promise<Record<string, unknown> | undefined> {
      for (const item of this.items.values()) if (item.payload.userCode === code) return item.payload;
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const item = this.items.get(id);
      if (item) item.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      this.items.delete(id);
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [id, item] of this.items) if (item.payload.grantId === grantId) this.items.delete(id);
    }
  };
}

// signs the account in (login prompt) and grants what the client asked for (consent prompt)
async function finishInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  sub: string,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === "login") {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = details.session?.accountId ?? sub;
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  const missing = details.prompt.details;
  if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims as string[]);
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
