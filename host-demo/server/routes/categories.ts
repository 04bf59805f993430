import type { FastifyPluginAsync } from "fastify";
import type { AppOptions } from "../app.js";

const routes: FastifyPluginAsync<AppOptions> = async () => {};
export default routes;
