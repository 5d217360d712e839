import {
  WEB_VITAL_DEVICES,
  WEB_VITAL_MAX_CLS,
  WEB_VITAL_MAX_MS,
  WEB_VITAL_NAMES,
  WEB_VITAL_ROUTES,
  WEB_VITAL_TARGET_MAX_LENGTH,
  WEB_VITAL_TARGET_PATTERN,
  WEB_VITALS_MAX_BATCH,
} from '@soat/shared/rules/web-vitals';
import Type from 'typebox';

// The Web Vitals a browser sends (ADR 046), checked against the shared closed lists and bounds
// (`@soat/shared/rules/web-vitals`).

export const WebVitalsBatch = Type.Object(
  {
    ruta: Type.String({
      maxLength: 200,
      description: `El patrón de ruta de la página vista (${WEB_VITAL_ROUTES.join(', ')}). Cualquier otro valor se cuenta como «otra»: nunca se guarda la dirección.`,
      examples: ['/soat/consulta'],
    }),
    dispositivo: Type.Enum([...WEB_VITAL_DEVICES], {
      description: 'movil: un teléfono o una tableta; escritorio: cualquier otro.',
    }),
    metricas: Type.Array(
      Type.Object(
        {
          nombre: Type.Enum([...WEB_VITAL_NAMES], { description: 'LCP, INP, CLS o TTFB.' }),
          valor: Type.Number({
            minimum: 0,
            maximum: WEB_VITAL_MAX_MS,
            description: `Milisegundos (LCP, INP, TTFB); CLS sin unidad, como máximo ${WEB_VITAL_MAX_CLS}.`,
          }),
          objetivo: Type.Optional(
            Type.String({
              maxLength: WEB_VITAL_TARGET_MAX_LENGTH,
              pattern: WEB_VITAL_TARGET_PATTERN.source,
              description:
                'Solo en INP: con qué elemento se interactuó, descrito por su etiqueta y su id o un atributo (button#pagar, input[name="placa"]); nunca su texto ni lo escrito.',
              examples: ['button#pagar'],
            }),
          ),
        },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: WEB_VITALS_MAX_BATCH,
        description: `Las mediciones de una vista de página (de 1 a ${WEB_VITALS_MAX_BATCH}, una por métrica).`,
      },
    ),
  },
  { additionalProperties: false },
);
