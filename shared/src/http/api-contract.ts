// Generated from the API's OpenAPI document by `npm run contract` (api/contract/). Do not edit:
// change the API's schemas and generate again; `npm test` fails while this file and the API disagree.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estado del servicio
         * @description Comprueba la base de datos con `select 1`. 503 si no responde.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description ok, o sin-base-de-datos (503) si la base de datos no responde. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            estado: "ok" | "sin-base-de-datos";
                        };
                    };
                };
                /** @description ok, o sin-base-de-datos (503) si la base de datos no responde. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            estado: "ok" | "sin-base-de-datos";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seguridad/api/v1/auth/inicio-sesion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iniciar sesión con correo y clave
         * @description Devuelve un token de acceso de vida corta. Un correo desconocido y una clave incorrecta reciben la misma respuesta 401. Tras 10 intentos fallidos en 15 minutos la cuenta se bloquea 15 minutos (429), salvo desde las direcciones donde su dueño ya inició sesión; restablecer la clave levanta el bloqueo.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Correo electrónico de la cuenta. */
                        usuario: string;
                        /** @description Clave de la cuenta. */
                        clave: string;
                    };
                };
            };
            responses: {
                /** @description Sesión iniciada. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT de acceso (HS256), de vida corta. */
                            accessToken: string;
                            /** @description Correo con el que la persona inicia sesión (en minúsculas). */
                            user: string;
                            /** @description Nombre completo de la persona. */
                            nombreCompleto: string;
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seguridad/api/v1/auth/inicio-sesion-con-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar la sesión con un token de acceso vigente
         * @description Si el token es válido devuelve uno nuevo con el mismo auth_time. Se rechaza pasado el límite absoluto de la sesión o si la clave se restableció después de emitirlo.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Token de acceso vigente. */
                        accessToken: string;
                    };
                };
            };
            responses: {
                /** @description Sesión renovada con un token nuevo. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Correo con el que la persona inicia sesión (en minúsculas). */
                            user: string;
                            /** @description Nombre completo de la persona. */
                            nombreCompleto: string;
                            /** @description JWT de acceso (HS256), de vida corta. */
                            accessToken: string;
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seguridad/api/v1/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crear una cuenta
         * @description Valida cada campo (documento según su tipo, NIT con dígito de verificación, celular, clave no común) y responde un error por campo.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Nombre completo (2 a 120 caracteres). */
                        nombreCompleto: string;
                        /**
                         * @description CC cédula de ciudadanía, CE cédula de extranjería, NIT, PA pasaporte, TI tarjeta de identidad.
                         * @enum {unknown}
                         */
                        tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                        /** @description CC y CE: 6 a 10 dígitos; TI: 10 u 11 dígitos; PA: 6 a 12 letras o números; NIT: 9 dígitos y dígito de verificación (900123456-8). */
                        numeroDocumento: string;
                        /**
                         * @description Correo electrónico; no distingue mayúsculas de minúsculas.
                         * @example ana.gomez@example.com
                         */
                        correoElectronico: string;
                        /** @description Celular colombiano: 10 dígitos que empiezan por 3. */
                        celular: string;
                        /** @description 8 a 128 caracteres; no puede ser una clave común ni el correo. */
                        clave: string;
                        /**
                         * @description Debe ser true: acepta los términos y condiciones.
                         * @enum {boolean}
                         */
                        aceptaTerminos: true;
                    };
                };
            };
            responses: {
                /** @description Cuenta creada. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            usuario: {
                                correoElectronico: string;
                                nombreCompleto: string;
                            };
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seguridad/api/v1/usuarios/restablecer-clave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir un enlace para restablecer la clave
         * @description Responde lo mismo exista o no la cuenta. Si existe, envía un enlace de un solo uso que vence pronto a /restablecer-clave?token=… del portal.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Correo electrónico; no distingue mayúsculas de minúsculas.
                         * @example ana.gomez@example.com
                         */
                        correoElectronico: string;
                        /**
                         * @description Siempre true: la solicitud viene del portal.
                         * @enum {boolean}
                         */
                        frontOffice: true;
                    };
                };
            };
            responses: {
                /** @description Mensaje para mostrar a la persona. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seguridad/api/v1/usuarios/confirmar-restablecimiento-clave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cambiar la clave con el token del enlace
         * @description El token es de un solo uso y vence pronto. Al cambiar la clave, los tokens de acceso anteriores dejan de renovarse y se envía un aviso por correo. No inicia sesión.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Token recibido en el enlace del correo. */
                        token: string;
                        /** @description Nueva clave; mismas reglas que al crear la cuenta. */
                        claveNueva: string;
                    };
                };
            };
            responses: {
                /** @description Mensaje para mostrar a la persona. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
                /** @description Error con mensaje en español y, si aplica, un error por campo. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Mensaje para mostrar a la persona. */
                            message: string;
                            errores?: {
                                /** @description Nombre del campo del cuerpo con el problema. */
                                campo: string;
                                /** @description Qué corregir, en español. */
                                mensaje: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
