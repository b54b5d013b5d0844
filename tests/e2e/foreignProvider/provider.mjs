/**
 * An identity provider the newsroom did not embed, for the browser suite's foreign-provider test: oidc-provider
 * with its stock settings and screens (English, any login accepted), its own port and its own keys made at each
 * start. Standard claims: the e-mail only with the `email` scope, and only at userinfo (an access token is issued, so
 * the id token carries `sub` alone), which is what the car group's provider may well do.
 *
 *   FOREIGN_IDP_PORT=4114 NEWSROOM_URL=http://localhost:3102 node tests/e2e/foreignProvider/provider.mjs
 */
import { generateKeyPair, exportJWK } from 'jose';
import Provider from 'oidc-provider';

const port = Number(process.env.FOREIGN_IDP_PORT ?? 4114);
const newsroom = process.env.NEWSROOM_URL ?? 'http://localhost:3102';
const issuer = `http://127.0.0.1:${port}`;

const { privateKey } = await generateKeyPair('ES256', { extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), kid: 'chave-estrangeira', alg: 'ES256', use: 'sig' };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'newsroom-foreign',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [`${newsroom}/login`],
      post_logout_redirect_uris: [`${newsroom}/home`],
      id_token_signed_response_alg: 'ES256',
    },
  ],
  jwks: { keys: [signingKey] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // The page at the newsroom trades the code here from the browser.
  clientBasedCORS: (_ctx, origin) => origin === newsroom,
  // Whoever signs in: the login typed is the account, its e-mail that login, verified.
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, email: id, email_verified: true, name: 'Repórter de Fora' }),
  }),
});
// Behind no proxy, on plain http: the stock screens still work; its warnings about both are expected here.
provider.listen(port, '127.0.0.1', () => console.log(`foreign provider at ${issuer}`));
