import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentCommonAnswers } from './openapi-answers.js';

/** Collects every route's schema into the OpenAPI document served at /openapi.json. */
async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    transform: documentCommonAnswers,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API del Portal SOAT',
        description:
          'API de referencia del portal: seguridad (cuentas, inicio de sesión, claves), SOAT (tarifas, cotización, compra, pago, pólizas y consultas), calificaciones del servicio y utilidades.',
        version: '1.0.0',
        contact: { name: 'Equipo del Portal SOAT' },
      },
      // the origin the document is read from: the API is public, behind HTTPS in production
      // (`x-internal`: an OpenAPI extension @fastify/swagger's types do not list)
      servers: [
        {
          url: '/',
          description: 'Este mismo servidor (local, pruebas o producción).',
          ...({ 'x-internal': false } as object),
        },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Token de acceso de inicio de sesión: un JWT de vida corta firmado con HS256, el único algoritmo aceptado, que exige emisor, audiencia y vencimiento (conforme a RFC8725).',
          },
          integratorKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'Clave de un integrador (RATING_INTEGRATORS): solo desde su servidor, nunca desde un navegador.',
          },
          operatorKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              'Clave de máquina de la automatización (OPERATOR_API_KEY): solo reintenta reportes al RUNT y facturas; nunca una persona.',
          },
          operatorSession: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Sesión de un operador: un JWT de 15 minutos con audiencia «operador», tras la clave y el segundo factor (POST /operador/api/v1/sesion/segundo-factor). HS256 con emisor, audiencia y vencimiento exigidos (conforme a RFC8725). Un token de cliente no sirve aquí, ni este en las rutas de clientes.',
          },
        },
      },
      tags: [
        { name: 'seguridad', description: 'Cuentas, inicio de sesión y restablecimiento de clave.' },
        {
          name: 'soat',
          description: 'Tarifas, cotización, compra, pago, pólizas y consultas del SOAT.',
        },
        {
          name: 'calificaciones',
          description:
            'Calificaciones del servicio con un enlace personal de un solo uso: leer el token, calificar, el resumen público y los tokens de los integradores.',
        },
        {
          name: 'operador',
          description: 'Para el equipo del portal, con su clave: los reembolsos que hace una persona.',
        },
        { name: 'sistema', description: 'Estado del servicio y documentación.' },
        // the development outbox is documented only where it is served
        ...(app.config.devOutbox
          ? [
              {
                name: 'desarrollo',
                description: 'Solo en desarrollo (DEV_OUTBOX): correos guardados en la bandeja de salida.',
              },
            ]
          : []),
      ],
    },
  });
}

export default fp(swaggerPlugin, { name: 'swagger' });
