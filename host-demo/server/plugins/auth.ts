import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify, SignJWT } from "jose";
import { users, type UserType } from "../db/schema/index.js";
import { HttpError } from "../lib/http/http.js";

export const SUPERSEDED_TOKEN_MESSAGE = "Token is invalid due to a new login.";
/** A token whose session was ended: signed out, or banned or restricted since (even if active again). */
export const SIGNED_OUT_TOKEN_MESSAGE = "This session was signed out.";
const ALGORITHM = "HS256";
const TOKEN_LIFETIME = "12h";
/** Verified tokens remembered at most (one per signed-in operator is the usual need). */
const VERIFIED_TOKENS_KEPT = 1000;

type Claims = { sub?: string; sid?: unknown; exp?: number };

export interface AuthContext {
  userId: number;
  role: UserType;
  sessionId: string;
  /** The user's full name (the change journal names who made a change). */
  name: string;
}

declare module "fastify" {
  interface FastifyInstance {
    tokens: {
      /** Starts the user's one live session (superseding any older token) and signs a token for it. */
      issue(userId: number, role: UserType): Promise<string>;
    };
    /**
     * A key for one purpose (the recovery codes' pepper), derived from the token secret: the same
     * in every process that shares TOKEN_SECRET or the data folder's secret.
     */
    derivedKey(purpose: string): string;
    /** preHandler: a valid, current token of one of these roles (else 401 / 403). */
    requireRole(roles: readonly UserType[]): preHandlerAsyncHookHandler;
    /** ADMIN or SUPER_ADMIN: every back-office endpoint. */
    backOffice: preHandlerAsyncHookHandler;
    /** SUPER_ADMIN only: admin-user management. */
    superAdmin: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export interface AuthOptions {
  /** From TOKEN_SECRET; otherwise generated once into `<dataDir>/token-secret`. */
  tokenSecret?: string;
  dataDir?: string;
}

function loadSecret(options: AuthOptions): Uint8Array {
  if (options.tokenSecret) return new TextEncoder().encode(options.tokenSecret);
  if (!options.dataDir) return crypto.randomBytes(32); // in-memory test servers
  const file = path.join(options.dataDir, "token-secret");
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}

export default fp(
  async function auth(app: FastifyInstance, options: AuthOptions) {
    const secret = loadSecret(options);
    app.decorate("derivedKey", (purpose: string) =>
      crypto.createHmac("sha256", secret).update(`shop-backoffice:${purpose}`).digest("hex"),
    );

    app.decorateRequest("auth", undefined);

    app.decorate("tokens", {
      async issue(userId: number, role: UserType) {
        const sessionId = crypto.randomUUID();
        await app.database.db.update(users).set({ session_id: sessionId }).where(eq(users.id, userId));
        return new SignJWT({ role, sid: sessionId })
          .setProtectedHeader({ alg: ALGORITHM })
          .setSubject(String(userId))
          .setIssuedAt()
          .setExpirationTime(TOKEN_LIFETIME)
          .sign(secret);
      },
    });

    /**
     * Tokens already verified, with their claims: checking a signature through WebCrypto costs
     * ~0.2 ms, a tenth of a cached page's answer. Only valid tokens with a numeric `exp` enter; each
     * is still refused once it expires, and the session check below (signed out, superseded,
     * banned) runs on every request, so this map never lets an ended session through.
     */
    const verified = new Map<string, Claims>();
    async function verify(token: string): Promise<Claims> {
      const known = verified.get(token);
      if (known && typeof known.exp === "number" && known.exp * 1000 > Date.now()) return known;
      let claims: Claims;
      try {
        // jose checks `exp` (a number, not past) only when a token carries one; without it a token would never expire.
        ({ payload: claims } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], requiredClaims: ["exp"] }));
      } catch {
        verified.delete(token);
        throw new HttpError(401, "Token is invalid or expired");
      }
      // The oldest goes first once the map is full (a map keeps insertion order).
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return claims;
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      if (!match) throw new HttpError(401, "Authentication required");
      const claims = await verify(match[1]);
      const userId = Number(claims.sub);
      if (!Number.isInteger(userId) || typeof claims.sid !== "string")
        throw new HttpError(401, "Token is invalid or expired");
      // Cached until the next write: a sign-in, a sign-out, a ban or a deletion is a write, so it
      // takes effect on the very next request.
      // A prepared statement: every request of every operator asks it, so it is planned once.
      const [user] = await app.readCache.get(`session:${userId}`, () =>
        app.database.preparedRead<{ role: UserType; status: string; sessionId: string | null; name: string }>(
          sql`select ${users.user_type} as role, ${users.account_status} as status, ${users.session_id} as "sessionId",
            ${users.full_name} as name from ${users} where ${users.id} = ${userId}`,
        ),
      );
      if (!user) throw new HttpError(401, "Token is invalid or expired");
      // The status first: a ban also ends the session, and the operator should learn of the ban.
      if (user.status !== "ACTIVE") throw new HttpError(401, `Account is ${user.status.toLowerCase()}`);
      if (user.sessionId === null) throw new HttpError(401, SIGNED_OUT_TOKEN_MESSAGE);
      if (user.sessionId !== claims.sid) throw new HttpError(401, SUPERSEDED_TOKEN_MESSAGE);
      return { userId, role: user.role, sessionId: claims.sid, name: user.name };
    }

    app.decorate("requireRole", (roles: readonly UserType[]) => {
      return async function requireRole(request: FastifyRequest) {
        request.auth = await authenticate(request);
        if (!roles.includes(request.auth.role)) {
          request.log.warn(
            {
              userId: request.auth.userId,
              role: request.auth.role,
              route: request.routeOptions.url,
              method: request.method,
            },
            "permission refused",
          );
          throw new HttpError(403, "You are not allowed to do this");
        }
      };
    });
    app.decorate("backOffice", app.requireRole(["ADMIN", "SUPER_ADMIN"]));
    app.decorate("superAdmin", app.requireRole(["SUPER_ADMIN"]));
  },
  { name: "auth", dependencies: ["database", "read-cache"] },
);
