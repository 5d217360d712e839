import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when its answer is sent: the request id, the request (method,
 * URL, host and client address, by Fastify's serializer), the status and the response time.
 * Fastify's own controller writes two (`incoming request` and `request completed`), which doubled
 * the cost of logging every request; the rest of its lines (errors, 404s) are kept as they are.
 * A request whose client goes away before the answer leaves no line, as its second line did not.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
