/**
 * Traces, when OTEL_EXPORTER_OTLP_ENDPOINT names a collector: OpenTelemetry's Node tracer, exporting over OTLP/HTTP
 * (JSON), with the instrumentations of Node's `http` (a server span per request, and the calls the server makes),
 * of Fastify (@fastify/otel, the Fastify project's own: a span per request, its hooks and its handler) and of `pg`
 * (a span per query on PostgreSQL; PGlite has no driver to instrument). The exporter, the batching and the sampler
 * read the standard OTEL_* variables; OTEL_SERVICE_NAME names the service, `press-newsroom` unless set, and
 * OTEL_SDK_DISABLED=true turns it all off again.
 *
 * The instrumentations patch `http` and `pg` as they are loaded and hear of each Fastify instance as it is created,
 * so this runs before any of them loads: main.ts imports this module first, it starts as it is evaluated, and its
 * libraries are loaded with `require`, synchronously, because an ES module awaiting an import would let main.ts's next
 * imports (Fastify among them) run meanwhile. Without the variable none of them is loaded.
 */
import { createRequire } from 'node:module';
import type * as Api from '@opentelemetry/api';
import type * as OtlpHttp from '@opentelemetry/exporter-trace-otlp-http';
import type * as Instrumentation from '@opentelemetry/instrumentation';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as PgInstrumentation from '@opentelemetry/instrumentation-pg';
import type * as Resources from '@opentelemetry/resources';
import type * as TraceNode from '@opentelemetry/sdk-trace-node';
import type * as FastifyOtel from '@fastify/otel';

export interface Tracing {
  /**
   * The trace and span ids of the span active where a line is logged (the request's, while one is handled), under
   * the names OpenTelemetry gives them in logs; nothing outside a span.
   */
  logFields(): Record<string, string>;
  /** Sends the spans still waiting in the batch and stops exporting: the last thing a stopping server does. */
  shutdown(): Promise<void>;
}

const defaultServiceName = 'press-newsroom';

function startTracing(env: NodeJS.ProcessEnv): Tracing | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED === 'true') return undefined;
  const load = createRequire(import.meta.url);
  const { diag, DiagConsoleLogger, DiagLogLevel, isSpanContextValid, trace } = load(
    '@opentelemetry/api',
  ) as typeof Api;
  const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttp;
  const { registerInstrumentations } = load('@opentelemetry/instrumentation') as typeof Instrumentation;
  const { HttpInstrumentation: Http } = load(
    '@opentelemetry/instrumentation-http',
  ) as typeof HttpInstrumentation;
  const { PgInstrumentation: Pg } = load('@opentelemetry/instrumentation-pg') as typeof PgInstrumentation;
  const {
    defaultResource,
    detectResources,
    envDetector,
    hostDetector,
    processDetector,
    resourceFromAttributes,
  } = load('@opentelemetry/resources') as typeof Resources;
  const { BatchSpanProcessor, NodeTracerProvider } = load(
    '@opentelemetry/sdk-trace-node',
  ) as typeof TraceNode;
  const { FastifyOtelInstrumentation } = load('@fastify/otel') as typeof FastifyOtel;

  // A collector that can't be reached is said on stderr, once per failed export, not swallowed; each line says it
  // is the traces' (OpenTelemetry's own lines are a bare error otherwise).
  const onStderr = new DiagConsoleLogger();
  diag.setLogger(
    {
      ...onStderr,
      error: (message, ...args) => onStderr.error(`Traces (OpenTelemetry): ${message}`, ...args),
    },
    DiagLogLevel.ERROR,
  );
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': defaultServiceName }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES win over the default; the host and the process tell apart
    // the several processes behind a balancer.
    .merge(detectResources({ detectors: [envDetector, hostDetector, processDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Prometheus' scrapes (METRICS_PORT's listener answers only /metrics) would each be a trace, every few seconds.
      new Http({ ignoreIncomingRequestHook: (request) => request.url?.split('?')[0] === '/metrics' }),
      // Queries outside a request (the job queue polls every few seconds) would each send a trace of their own.
      new Pg({ requireParentSpan: true }),
      // Registers itself on every Fastify instance as it is created, before any route: all of them are covered.
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  return {
    logFields(): Record<string, string> {
      const span = trace.getActiveSpan()?.spanContext();
      if (!span || !isSpanContextValid(span)) return {};
      return {
        trace_id: span.traceId,
        span_id: span.spanId,
        // Whether the trace was sampled, so kept: a line's trace id may lead nowhere under OTEL_TRACES_SAMPLER.
        trace_flags: span.traceFlags.toString(16).padStart(2, '0'),
      };
    },
    // A collector that is down or refuses the last batch loses those spans, and the stop goes on: a rejection
    // here would end the stopping process with a stack trace instead.
    shutdown: () =>
      provider.shutdown().catch((error: unknown) => diag.error('The last spans could not be sent:', error)),
  };
}

/** Started as main.ts's first import is evaluated; undefined without OTEL_EXPORTER_OTLP_ENDPOINT. */
export const tracing = startTracing(process.env);
