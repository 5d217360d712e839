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
         * El proceso está vivo
         * @description Responde sin consultar la base de datos (para eso, `GET /ready`).
         */
        get: operations["consultarVida"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * El servicio está listo para atender
         * @description Comprueba la base de datos con `select 1` (espera a lo sumo 2 s). 503 si no responde o si el servicio se está deteniendo.
         */
        get: operations["consultarDisponibilidad"];
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
        post: operations["iniciarSesion"];
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
        post: operations["iniciarSesionConToken"];
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
        post: operations["crearUsuario"];
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
        post: operations["pedirRestablecimientoClave"];
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
        put: operations["confirmarRestablecimientoClave"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/tarifas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tabla oficial de tarifas SOAT
         * @description Las tarifas de un año por categoría, en orden de código (prima y contribución ADRES solo donde la tabla las publica; si no, su subtotal), con la tasa RUNT, el total, el rango diferencial por riesgo, las fuentes y las coberturas por víctima. Sin `anio`, la tabla del año en curso (o la más reciente). Respuesta pública y cacheable, con ETag.
         */
        get: operations["listarTarifas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/cotizaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cotizar un SOAT
         * @description Clasifica el vehículo con las reglas compartidas (clase, servicio, cilindraje, modelo, pasajeros, toneladas) y lo valora con la tabla oficial del año de hoy: prima y contribución ADRES donde la tabla las publica, subtotal, tasa RUNT y total. Valida la placa según la clase y el inicio de la vigencia: desde hoy hasta 30 días después o, si el que cotiza da el documento del tomador de un SOAT vigente de la placa comprado en el portal (o tiene la sesión de la cuenta que lo compró), el día siguiente a su fin. A los demás no les dice nada de los SOAT de la placa (ADR 010). Con documento, y si la placa tiene un SOAT vigente, cuenta en los límites de la consulta de pólizas (429). Un error por campo (`vehiculo.cilindraje`, …).
         */
        post: operations["cotizar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/vehiculos/consultas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lo que el portal sabe de un vehículo, para su tomador
         * @description Sin RUNT, el portal solo conoce los vehículos a los que expidió un SOAT. Con el documento del tomador (en el cuerpo) o con la sesión (Bearer) de la cuenta que compró, devuelve los datos del vehículo de la última de esas pólizas de la placa y hasta cuándo está cubierto; con la placa sola, o con un documento que no es de un tomador de la placa, null en ambos, la misma respuesta que para una placa sin pólizas. Nunca datos del tomador. Con documento cuenta en los límites de la consulta de pólizas (por dirección y placa, y por placa) (429).
         */
        post: operations["consultarVehiculo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/vehiculos/runt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * El vehículo como lo registra el RUNT, para su propietario
         * @description Con la placa y el documento del propietario, los datos del vehículo que lee la tarifa, su marca y línea, el nombre del propietario y el fin del SOAT vigente que lista el RUNT. Nunca responde 5xx por el RUNT: si no responde a tiempo, resultado no-disponible, y el cliente escribe los datos. Cuenta en los límites de la consulta de pólizas (429).
         */
        post: operations["consultarVehiculoRunt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/consultas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consultar las pólizas de una placa
         * @description Con la placa y el documento del tomador devuelve las pólizas que el portal expidió a ese tomador para esa placa (vigente, vencida o futura) y sus pagos que no dieron póliza con su reembolso. Si no hay ninguno responde 404, con el mismo mensaje tenga o no la placa pólizas de otras personas. Limitada por dirección y placa, y por placa desde todas las direcciones, junto con la búsqueda de vehículo con documento (429).
         */
        post: operations["consultarPolizas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/mis-polizas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mis pólizas
         * @description Con un token de acceso (Authorization: Bearer): las pólizas (cada una con su factura electrónica, en proceso o validada) y solicitudes de compra hechas con la sesión iniciada en esta cuenta. Una compra sin sesión no aparece. 401 sin token o con un token no válido.
         */
        get: operations["listarMisPolizas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/mis-polizas/reclamos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir agregar a la cuenta las compras hechas sin ella
         * @description Con sesión (Bearer), la placa y el documento del tomador: si hay compras con póliza de esa placa y ese tomador hechas sin cuenta, envía al correo del tomador que se dio en ellas un enlace de un solo uso (24 horas) que las agrega a esta cuenta. La misma respuesta (202) las haya o no. Cuenta en los límites de la consulta de pólizas (429).
         */
        post: operations["reclamarCompras"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/mis-polizas/reclamos/confirmar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Agregar a la cuenta las compras del enlace
         * @description Con sesión (Bearer) de la cuenta que pidió el enlace y el token del correo: las compras de esa placa y ese tomador hechas sin cuenta quedan en ésta. El enlace sirve una vez, 24 horas. 404 para un enlace que no es válido, ya se usó, venció o es de otra cuenta.
         */
        post: operations["confirmarReclamoCompras"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crear una solicitud de compra de SOAT
         * @description Valida la placa (según la clase), el vehículo, el inicio de la vigencia (hoy a 30 días, o el día siguiente al fin del SOAT vigente), el tomador (documento, NIT con dígito de verificación, nombres, apellidos, correo, celular, dirección, ciudad) y la aceptación de los términos: todos los errores a la vez. El valor lo calcula el servidor con la tabla oficial; un valor o código de tarifa enviado se ignora. Con un token de acceso (Bearer) la compra queda en «mis pólizas»; un token no válido responde 401.
         */
        post: operations["crearSolicitud"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes/{idSolicitudSoat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultar una solicitud de compra
         * @description La solicitud con su último pago y, si ya se expidió, su póliza con su factura electrónica (en proceso o validada); venceEn, hasta cuándo se puede pagar (después se cierra como vencida); cotizarDeNuevo si ya no se puede pagar (venció, o su valor ya no es el de la tarifa vigente); periodoOcupado si la placa ya tiene un SOAT para parte de su periodo. Un pago pendiente por más de unos segundos se consulta en la pasarela (como mucho una vez cada pocos segundos), así la página de resultado se pone al día aunque el aviso de la pasarela no haya llegado.
         */
        get: operations["leerSolicitud"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/pagos/bancos-pse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bancos para pagar con PSE
         * @description La lista de bancos de la pasarela de pagos.
         */
        get: operations["listarBancosPse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pagar una solicitud
         * @description Crea el pago en la pasarela (tarjeta, PSE, Nequi, Botón Bancolombia, DaviPlata o efectivo en un corresponsal) por el total que calculó el servidor y responde la URL de la página de pago (null para Nequi, que se aprueba en la app, y para efectivo, cuya referencia y comprobante están en GET /solicitudes/{id}). Nequi exige nequi.celular y DaviPlata daviplata (tipo y número de documento); la notificación de Nequi vence a los NEQUI_PAYMENT_SECONDS y la referencia en efectivo a las CASH_PAYMENT_HOURS, nunca después del fin de la solicitud. La cabecera Idempotency-Key (UUID) es obligatoria: la misma clave responde el mismo pago (409 mientras se está creando; 422 si llega con otro medio o banco). 409 si la solicitud ya está pagada, venció, su valor ya no es el de la tarifa vigente (hay que cotizar de nuevo), tiene otro pago en proceso o la placa ya tiene un SOAT para parte de su periodo (el mensaje dice desde cuándo puede empezar una nueva solicitud). Si el día de inicio ya pasó, la vigencia empieza el día del pago (mismo valor solo si la tarifa y la edad del vehículo no cambian).
         */
        post: operations["pagarSolicitud"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/pagos/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aviso de la pasarela de pagos
         * @description Evento transaction.updated de la pasarela, firmado (signature.checksum y cabecera X-Event-Checksum). El evento es solo un aviso: la API consulta la transacción en la pasarela y aplica lo que esta responde (estado, valor, moneda y referencia del pago); si la pasarela no responde, guarda el evento y la conciliación lo revisa después. Se aplica una sola vez por transacción y estado; un estado final no cambia, salvo que la pasarela apruebe un pago registrado como rechazado. 200 para todo evento bien firmado; 401 si la firma no es válida.
         */
        post: operations["recibirEventoPago"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes/{idSolicitudSoat}/certificado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Certificado de la póliza (PDF)
         * @description El certificado en PDF de la póliza expedida, con un código QR a la consulta pública. 404 antes de expedirla.
         */
        get: operations["descargarCertificado"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes/{idSolicitudSoat}/pagos/{idPago}/comprobante": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comprobante de un pago en efectivo (PDF)
         * @description El comprobante en PDF de un pago en efectivo (EFECTIVO): comercio, valor, código de convenio, referencia de pago, plazo y cómo pagar en un corresponsal bancario. 404 para cualquier pago que no sea en efectivo de esa solicitud.
         */
        get: operations["descargarComprobanteEfectivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/solicitudes/{idSolicitudSoat}/factura": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Factura electrónica de la compra (zip)
         * @description La factura electrónica validada por la DIAN, como la entrega la norma: un .zip con el AttachedDocument (XML) y su representación gráfica (PDF). 404 mientras la DIAN no la ha validado (o antes de expedir la póliza).
         */
        get: operations["descargarFactura"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/renovaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Los datos para renovar una póliza, con el enlace del recordatorio
         * @description Con el enlace del correo de recordatorio (token cifrado, válido hasta 30 días después del fin de la póliza): la placa, el vehículo, el día en que empieza la nueva póliza (el siguiente al fin de la que se renueva) y el nombre del tomador, con su documento, correo, celular y dirección enmascarados: el enlace puede llegar a otras manos. Completos, con POST /renovaciones/tomador y el documento del tomador. 404 para un enlace que no es válido o venció.
         */
        post: operations["leerRenovacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/renovaciones/tomador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * El tomador completo de una renovación, con su documento
         * @description Con el enlace del correo de recordatorio, la placa de la póliza y el documento de su tomador: el tomador completo (documento, nombres, correo, celular, dirección y ciudad), para llenar la compra de la renovación. Un documento que no es el del tomador responde 400 en numeroDocumento; un enlace que no es válido, venció o es de otra placa, 404. Limitada con la consulta de pólizas por dirección y placa, y por placa desde todas las direcciones (429).
         */
        post: operations["leerRenovacionTomador"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/recordatorios/bajas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dejar de recibir recordatorios de renovación
         * @description Con el enlace del correo de recordatorio (token cifrado: no deja leer la dirección), sin iniciar sesión: esa dirección no recibe más recordatorios de renovación (de ninguna póliza). Repetirlo no cambia nada. 400 para un enlace que no es válido o venció.
         */
        post: operations["darBajaRecordatorios"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/soat/api/v1/metricas-web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Métricas web de una vista de página
         * @description Lo que midió el navegador de un cliente en una vista de página (LCP, INP, CLS y TTFB), por patrón de ruta y tipo de dispositivo: se cuenta en los histogramas de las métricas de operación y no se guarda. Acepta el cuerpo como application/json o text/plain (navigator.sendBeacon). Una ruta que no está en la lista se cuenta como «otra». Sin datos personales ni cookies. 204 sin cuerpo; 400 con un error por campo si algún dato no es válido, sin contar nada.
         */
        post: operations["recibirMetricasWeb"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calificaciones/consultas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leer un token de calificación
         * @description Dice qué se califica con el token del enlace (referencia y nombre de pila), hasta cuándo sirve y si ya se calificó; si ya se usó, devuelve lo que se envió (no es un error). 401 si el token no existe, fue alterado o venció. El token va en el cuerpo (POST), nunca en la dirección.
         */
        post: operations["leerTokenCalificacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calificaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar una calificación
         * @description Guarda la calificación del titular del token: estrellas de 1 a 5, un comentario opcional (máximo 500 caracteres) y si recomendaría el servicio. Cada token califica una sola vez: 403 si ya se usó (dos envíos a la vez guardan uno solo); 401 si el token no existe, fue alterado o venció. 400 con un error por campo si algún dato no es válido, sin guardar nada.
         */
        post: operations["crearCalificacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calificaciones/resumen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumen público de las calificaciones
         * @description El promedio de estrellas (un decimal), cuántas calificaciones hay, qué porcentaje recomendaría el servicio y cuántas hay de 5 a 1 estrellas. Respuesta pública y cacheable un minuto, con ETag.
         */
        get: operations["leerResumenCalificaciones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calificaciones/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Crear un token de calificación (integradores)
         * @description Para el servidor de un integrador, con su clave en la cabecera X-Api-Key: crea un token de un solo uso, válido 7 días, para una referencia suya (un pedido, una venta) y responde el token, su vencimiento y el enlace a la página de calificación del portal. Cada llamada crea un token nuevo, y la respuesta es la misma se haya visto o no la referencia. 401 sin clave o con una clave que no es válida. Limitada por dirección (429). Nunca responde a un navegador de otro origen (sin CORS): la clave vive en el servidor del integrador.
         */
        post: operations["crearTokenCalificacion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/sesion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * El operador de la sesión
         * @description Con la sesión de un operador: quién es y su rol. 401 sin sesión, con una vencida o con un token de cliente.
         */
        get: operations["obtenerSesionOperador"];
        put?: never;
        /**
         * Iniciar sesión como operador (clave)
         * @description Primer paso: correo y clave del operador. Responde un desafío de 5 minutos para el segundo factor; si el operador aún no confirmó su segundo factor (etapa enrolar), también el secreto TOTP y su código QR. Un correo desconocido, una clave incorrecta o un operador desactivado reciben la misma respuesta 401. Tras 10 fallos (de la clave o del código) la cuenta se bloquea 15 minutos (429 con Retry-After).
         */
        post: operations["iniciarSesionOperador"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/sesion/segundo-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Iniciar sesión como operador (segundo factor)
         * @description Segundo paso: el desafío y el código de 6 dígitos de la aplicación autenticadora (cada código sirve una vez) o un código de recuperación (XXXX-XXXX, de un solo uso). Devuelve el token de la sesión del operador (15 minutos, audiencia «operador»); el código que confirma el enrolamiento devuelve además los 10 códigos de recuperación, que no vuelven a mostrarse. 401 si el código o el desafío no sirven; 429 si la cuenta está bloqueada.
         */
        post: operations["confirmarSegundoFactorOperador"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/resumen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumen de las colas de los operadores
         * @description Con la sesión de un operador (cualquier rol): cuántos reembolsos esperan que una persona los marque, reportes al RUNT fallidos, correos abandonados, pagos pendientes hace más de una hora y facturas rechazadas por la DIAN. 401 sin sesión de operador; 403 con la clave de máquina.
         */
        get: operations["obtenerResumenOperador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/tareas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tareas de los operadores
         * @description Con la sesión de un operador (cualquier rol): los reembolsos que debe hacer una persona (pagos PSE, o tarjetas que la pasarela no anuló), con el valor, el pago y los datos de contacto del tomador; las abiertas primero, de la más antigua a la más reciente. 401 sin sesión de operador o con una vencida; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarTareas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/tareas/{idTarea}/resolver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolver una tarea de reembolso
         * @description Con la sesión de un operador (cualquier rol): registra que el dinero fue devuelto (la consignación o la devolución hecha por el panel de la pasarela). La solicitud queda reembolsada y el tomador recibe un correo. Queda en la auditoría, con quién lo hizo y la resolución. 404 si la tarea no existe; 409 si ya estaba resuelta.
         */
        post: operations["resolverTarea"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/reportes-runt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reportes de pólizas al RUNT
         * @description Con la sesión de un operador (cualquier rol): los reportes al RUNT en un estado (por omisión los fallidos, que agotaron sus intentos: RUNT_REPORT_MAX_ATTEMPTS, 10 por omisión), con su último error. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarReportesRunt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/reportes-runt/reintentar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reintentar los reportes al RUNT fallidos
         * @description Con la sesión de un operador (cualquier rol) o la clave de máquina de la automatización (X-Api-Key): vuelve a intentar los reportes fallidos (uno, con idReporte, o todos), con sus intentos en cero, y los envía de inmediato. Responde cuántos volvieron a intentarse (0 si ninguno estaba fallido); queda en la auditoría.
         */
        post: operations["reintentarReportesRunt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/facturas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Facturas electrónicas y notas crédito
         * @description Con la sesión de un operador (cualquier rol): los documentos electrónicos en un estado (por omisión los rechazados por la DIAN, con sus reglas). 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarFacturas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/facturas/{idDocumento}/reenviar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar a la DIAN un documento rechazado
         * @description Con la sesión de un operador (cualquier rol) o la clave de máquina de la automatización (X-Api-Key): una vez corregida la causa del rechazo, el documento vuelve a construirse con el mismo número y se envía de inmediato. reenviado es false si no estaba rechazado; queda en la auditoría.
         */
        post: operations["reenviarFactura"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/correos-fallidos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Correos fallidos
         * @description Con la sesión de un operador (cualquier rol): los correos que se abandonaron tras su último intento, del más antiguo al más reciente (200 a lo sumo), con el total, su último error y el destinatario enmascarado. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarCorreosFallidos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/pagos-pendientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pagos pendientes hace más de una hora
         * @description Con la sesión de un operador (cualquier rol): los pagos que siguen pendientes una hora después de empezar, del más antiguo al más reciente (200 a lo sumo), con el total. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarPagosPendientes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/operadores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operadores
         * @description Solo administradores: los operadores, con su rol, si están activos y si ya confirmaron su segundo factor. 401 sin sesión de operador; 403 con otro rol o con la clave de máquina.
         */
        get: operations["listarOperadores"];
        put?: never;
        /**
         * Crear un operador
         * @description Solo administradores: crea un operador con una clave inicial; en su primer inicio de sesión enrola su segundo factor. Queda en la auditoría. 409 si el correo ya es de otro operador.
         */
        post: operations["crearOperador"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/operadores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Activar o desactivar un operador
         * @description Solo administradores: activo false desactiva al operador (sus sesiones dejan de servir de inmediato); true lo reactiva y levanta su bloqueo. Queda en la auditoría. 404 si no existe; 409 si es la propia cuenta.
         */
        patch: operations["cambiarOperador"];
        trace?: never;
    };
    "/operador/api/v1/auditoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Auditoría de los operadores
         * @description Solo supervisores y administradores: lo que hicieron los operadores (y la clave de máquina), de lo más reciente a lo más antiguo, hasta 5000 entradas: quién, cuándo, la acción, su objetivo, el motivo y los valores antes y después. Filtros: operador (su id o el correo registrado), accion (una acción o su familia, como sesion), desde y hasta (fechas ISO 8601). formato=csv la devuelve en CSV. 401 sin sesión de operador; 403 con el rol agente o con la clave de máquina.
         */
        get: operations["listarAuditoriaOperadores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/compras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buscar compras
         * @description Con la sesión de un operador (cualquier rol): las solicitudes de compra (con su póliza, si la tienen) de una placa, un número de documento, un número de póliza, un identificador de solicitud o un correo; a lo sumo 50, de la más reciente a la más antigua. Los datos del tomador van enmascarados. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["buscarCompras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/compras/{idSolicitudSoat}/historia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * La historia de una compra
         * @description Con la sesión de un operador (cualquier rol): la solicitud y todo lo que le pasó, del más antiguo al más reciente, cada evento con su hora y quién lo hizo (el cliente, la pasarela, un trabajo del sistema o un operador, según la auditoría): pagos y eventos de la pasarela, póliza, reporte al RUNT, factura, correos, reembolsos, reclamos y calificación. Enmascarada como la búsqueda. 404 si la compra no existe.
         */
        get: operations["historiaCompra"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/compras/{idSolicitudSoat}/datos-completos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ver los datos completos del tomador
         * @description Con la sesión de un operador (cualquier rol) y un motivo (de 10 a 500 caracteres): los datos del tomador sin enmascarar. Queda en la auditoría, con quién los vio, el motivo y qué datos, en la misma transacción. 404 si la compra no existe.
         */
        post: operations["verDatosCompletosCompra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/compras/{idSolicitudSoat}/reenviar-certificado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar el certificado de la póliza
         * @description Con la sesión de un operador (cualquier rol): pone en cola, otra vez, el correo de la póliza con su certificado, al correo del tomador (con un enlace de calificación nuevo). Queda en la auditoría, en la misma transacción. 404 si la compra no existe; 409 si aún no tiene póliza.
         */
        post: operations["reenviarCertificadoCompra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/compras/{idSolicitudSoat}/correo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Corregir el correo del tomador
         * @description Con la sesión de un operador (cualquier rol) y un motivo (de 10 a 500 caracteres): cambia el correo del tomador de la compra, al que van sus correos de aquí en adelante. Queda en la auditoría con el correo anterior y el nuevo, en la misma transacción. 404 si la compra no existe; 409 si ya era ese correo.
         */
        post: operations["corregirCorreoCompra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/calificaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calificaciones del servicio
         * @description Con la sesión de un operador (cualquier rol): las calificaciones de la más reciente a la más antigua (200 a lo sumo) con su comentario y lo calificado, cuántas cumplen los filtros, y por semana (lunes, en Colombia) cuántas de 1 a 5 estrellas. Filtros: estrellas, comentario (con o sin), desde y hasta (ISO 8601); sin «desde», las últimas 12 semanas del gráfico. 401 sin sesión de operador; 403 con la clave de máquina; limitada por dirección (429).
         */
        get: operations["listarCalificacionesOperador"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operador/api/v1/operaciones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Los paneles de operación, leídos de Prometheus
         * @description Con la sesión de un operador (cualquier rol): ventas por hora y por medio de pago, pagos y reembolsos, las colas y su trabajo más antiguo, la latencia y los errores de la API por ruta y las Web Vitals p75 por ruta, de las últimas `horas`. Sin Prometheus configurado o sin respuesta suya: `disponible: false` y un `mensaje`. 401 sin sesión de operador; 403 con la clave de máquina.
         */
        get: operations["obtenerPanelesDeOperacion"];
        put?: never;
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
export interface operations {
    consultarVida: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El proceso responde (no consulta la base de datos). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        estado: "ok";
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
    consultarDisponibilidad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description La base de datos responde: la instancia puede recibir tráfico. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        estado: "listo";
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            429: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            503: {
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
    iniciarSesion: {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    iniciarSesionConToken: {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    crearUsuario: {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    pedirRestablecimientoClave: {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    confirmarRestablecimientoClave: {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarTarifas: {
        parameters: {
            query?: {
                /**
                 * @description Año de la tabla; por omisión (o vacío) el del año en curso, o el más reciente.
                 * @example 2026
                 */
                anio?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tabla oficial de tarifas SOAT de un año. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        anio: number;
                        /** @description Años con tabla, del más antiguo al más reciente. */
                        anios: number[];
                        /**
                         * @description Desde cuándo rige la tabla (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        vigenciaDesde: string;
                        vigenciaHasta: string | null;
                        /** @description Páginas públicas de las que vienen los valores. */
                        fuentes: string[];
                        /** @description En orden de código; los códigos sin valor publicado se omiten. */
                        categorias: {
                            categoria: string;
                            tarifas: {
                                codigo: string;
                                subcategoria: string;
                                /** @description Límites del código en palabras; vacío si no tiene. */
                                condicion: string;
                                /** @description Servicios de los vehículos con este código. */
                                servicio: ("particular" | "publico" | "intermunicipal" | "oficial")[];
                                rangoDiferencial: boolean;
                                prima: number | null;
                                contribucionAdres: number | null;
                                /**
                                 * Format: int64
                                 * @description Prima más contribución ADRES, en pesos.
                                 */
                                subtotal: number;
                                /**
                                 * Format: int64
                                 * @description Tasa RUNT, en pesos.
                                 */
                                tasaRunt: number;
                                /**
                                 * Format: int64
                                 * @description Valor a pagar, en pesos.
                                 */
                                total: number;
                            }[];
                        }[];
                        /** @description Coberturas por víctima del año (vacío si no se conocen). */
                        coberturas: {
                            amparo: string;
                            /** @description Unidad legal del tope, p. ej. «180 SMLDV». */
                            unidad: string;
                            /**
                             * Format: int64
                             * @description Tope por víctima, en pesos.
                             */
                            valor: number;
                        }[];
                    };
                };
            };
            /** @description Sin cambios desde la versión de If-None-Match. */
            304: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    cotizar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La placa, el vehículo y, opcionalmente, el inicio. Sin sesión, el documento del tomador de una póliza de la placa (los dos campos o ninguno) hace que la cotización cuente con el SOAT vigente de ese tomador. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /** @description Datos del vehículo que determinan el código de tarifa. */
                    vehiculo: {
                        /**
                         * @description Clase del vehículo.
                         * @enum {unknown}
                         */
                        clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                        /**
                         * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                         * @enum {unknown}
                         */
                        servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                        /**
                         * Format: int32
                         * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                         */
                        cilindraje?: number;
                        /**
                         * Format: int32
                         * @description Modelo (año) del vehículo.
                         */
                        modelo: number;
                        /**
                         * Format: int32
                         * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                         */
                        pasajeros?: number;
                        /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                        toneladas?: number;
                    };
                    /**
                     * @description Inicio de la vigencia; por omisión el primer día permitido (hoy, o el día siguiente al fin del SOAT vigente que el que cotiza puede ver) (AAAA-MM-DD).
                     * @example 2026-03-15
                     */
                    inicioVigencia?: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento?: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento?: string;
                    /** @description La lectura del RUNT que respondió POST /soat/api/v1/vehiculos/runt (lecturaRunt), firmada por la API y válida una hora: la cotización cuenta con el SOAT vigente que lista el RUNT y la compra registra que los datos vienen del RUNT si el vehículo no cambió. Una lectura que no es válida se ignora. */
                    lecturaRunt?: string;
                };
            };
        };
        responses: {
            /** @description Cotización calculada por el servidor con la tabla oficial. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Placa normalizada. */
                        placa: string;
                        /** @description Datos del vehículo que determinan el código de tarifa. */
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        };
                        /**
                         * @description Código de la tabla de tarifas (p. ej. 511).
                         * @example 511
                         */
                        codigoTarifa: string;
                        /** @description Categoría de la tabla, p. ej. «Autos familiares». */
                        categoria: string;
                        /** @description Subcategoría de la tabla. */
                        subcategoria: string;
                        /** @description Rango diferencial por riesgo (Decreto 2497 de 2022), ya incluido en el valor. */
                        rangoDiferencial: boolean;
                        /**
                         * Format: int32
                         * @description Año de la tabla que da el precio (el del día de la compra).
                         */
                        anioTarifa: number;
                        prima: number | null;
                        contribucionAdres: number | null;
                        /**
                         * Format: int64
                         * @description Prima más contribución ADRES, como la publica la tabla, en pesos.
                         */
                        subtotal: number;
                        /**
                         * Format: int64
                         * @description Tasa RUNT, en pesos.
                         */
                        tasaRunt: number;
                        /**
                         * Format: int64
                         * @description Valor a pagar, en pesos.
                         */
                        total: number;
                        /**
                         * @description Primer día de la vigencia (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        inicioVigencia: string;
                        /**
                         * @description Último día de la vigencia (un año menos un día) (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        finVigencia: string;
                        /**
                         * @description Primer día en que puede empezar la vigencia (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        inicioMinimo: string;
                        /**
                         * @description Último día en que puede empezar la vigencia (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        inicioMaximo: string;
                        polizaVigenteHasta: string | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    consultarVehiculo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La placa y, sin sesión iniciada, el documento del tomador de una póliza de la placa (los dos o ninguno). El documento va en el cuerpo, nunca en la dirección. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento?: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento?: string;
                };
            };
        };
        responses: {
            /** @description Lo que el portal sabe de la placa por la última póliza de ese tomador o comprada con esa cuenta; null sin documento ni sesión, o si no coinciden. Nunca datos del tomador. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        placa: string;
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        } | null;
                        polizaVigenteHasta: string | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    consultarVehiculoRunt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La placa y el documento del propietario del vehículo, como los tiene el RUNT. En el cuerpo, nunca en la dirección. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento: string;
                };
            };
        };
        responses: {
            /** @description El vehículo como lo registra el RUNT, para su propietario. vehiculo es null si el RUNT no lo da o si su clase no está en la tarifa del SOAT: entonces se escriben los datos. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description encontrado (el RUNT conoce el vehículo y ese es el documento de su propietario), no-encontrado (la misma respuesta para una placa que el RUNT no conoce y para un documento que no es del propietario) o no-disponible (el RUNT no respondió a tiempo).
                         * @enum {unknown}
                         */
                        resultado: "encontrado" | "no-encontrado" | "no-disponible";
                        mensaje: string | null;
                        placa: string;
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        } | null;
                        marca: string | null;
                        linea: string | null;
                        propietario: {
                            nombres: string;
                            apellidos: string;
                        } | null;
                        polizaVigenteHasta: string | null;
                        lecturaRunt: string | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    consultarPolizas: {
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
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento: string;
                };
            };
        };
        responses: {
            /** @description Pólizas de la placa cuyo tomador tiene ese documento, de la más reciente a la más antigua, y sus pagos que no dieron póliza. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        placa: string;
                        polizas: {
                            /**
                             * @description SOAT-<año>-<8 dígitos>.
                             * @example SOAT-2026-00000001
                             */
                            numeroPoliza: string;
                            /**
                             * @description vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).
                             * @enum {unknown}
                             */
                            estado: "vigente" | "vencida" | "futura";
                            aseguradora: string;
                            /**
                             * @description Día de expedición (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            fechaExpedicion: string;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            codigoTarifa: string;
                            /**
                             * @description reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).
                             * @enum {unknown}
                             */
                            reporteRunt: "reportada" | "pendiente";
                        }[];
                        /** @description Pagos de ese tomador para la placa que no dieron póliza (la placa ya la tenía), del más reciente al más antiguo. */
                        reembolsos: {
                            /**
                             * @description pendiente (se está devolviendo por la pasarela), reembolsado (el dinero fue devuelto) o en-gestion (una persona del equipo lo devuelve).
                             * @enum {unknown}
                             */
                            estado: "pendiente" | "reembolsado" | "en-gestion";
                            /**
                             * Format: int64
                             * @description Valor que se devuelve, en pesos.
                             */
                            valor: number;
                            /**
                             * @description Primer día de la vigencia pedida (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /**
                             * @description Último día de la vigencia pedida (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            fechaReembolso: string | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarMisPolizas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lo comprado con esta cuenta. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pólizas compradas con la sesión iniciada, de la más reciente a la más antigua. */
                        polizas: {
                            /**
                             * @description SOAT-<año>-<8 dígitos>.
                             * @example SOAT-2026-00000001
                             */
                            numeroPoliza: string;
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /**
                             * @description vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).
                             * @enum {unknown}
                             */
                            estado: "vigente" | "vencida" | "futura";
                            aseguradora: string;
                            /** @description NIT de la aseguradora, con dígito de verificación. */
                            nitAseguradora: string;
                            /** @description Línea de atención de la aseguradora. */
                            telefonoAseguradora: string;
                            /**
                             * @description Día de expedición (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            fechaExpedicion: string;
                            /** @description Hora de expedición (HH:mm, hora de Colombia). */
                            horaExpedicion: string;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /** @description Desde qué hora cubre el primer día: 00:00, o la hora de expedición si se compró el mismo día en que empieza (HH:mm, hora de Colombia). */
                            horaInicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            /** @description Hasta qué hora cubre el último día (23:59) (HH:mm, hora de Colombia). */
                            horaFinVigencia: string;
                            codigoTarifa: string;
                            /**
                             * Format: int32
                             * @description Año de la tabla que dio el precio; el de los valores de las coberturas.
                             */
                            anioTarifa: number;
                            /**
                             * @description reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).
                             * @enum {unknown}
                             */
                            reporteRunt: "reportada" | "pendiente";
                            radicadoRunt: string | null;
                            fechaReporteRunt: string | null;
                            prima: number | null;
                            contribucionAdres: number | null;
                            /**
                             * Format: int64
                             * @description Prima más contribución ADRES, en pesos.
                             */
                            subtotal: number;
                            /**
                             * Format: int64
                             * @description Tasa RUNT, en pesos.
                             */
                            tasaRunt: number;
                            /**
                             * Format: int64
                             * @description Valor pagado, en pesos.
                             */
                            total: number;
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            marca: string | null;
                            linea: string | null;
                            tomador: {
                                /** @enum {unknown} */
                                tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Dirección del tomador (enmascarada en GET /solicitudes/{id}). */
                                direccion: string;
                                ciudad: string;
                                /** @description Celular del tomador (enmascarado en GET /solicitudes/{id}). */
                                celular: string;
                            };
                            /** @description Coberturas por víctima, en su unidad legal y en pesos del año de la tarifa (vacío si no se conocen). */
                            coberturas: {
                                amparo: string;
                                /** @description Unidad legal del tope, p. ej. «180 SMLDV». */
                                unidad: string;
                                /**
                                 * Format: int64
                                 * @description Tope por víctima, en pesos.
                                 */
                                valor: number;
                            }[];
                            /** @description La factura electrónica de la venta; null mientras la póliza no tiene factura (p. ej., si se expidió antes de la facturación electrónica). */
                            factura: {
                                /**
                                 * @description validada (la DIAN la validó: se descarga en GET /solicitudes/{id}/factura y se envió al correo del tomador) o en-proceso (la DIAN aún no la valida, o la aseguradora corrige lo que la DIAN observó; se envía al correo en cuanto esté validada).
                                 * @enum {unknown}
                                 */
                                estado: "en-proceso" | "validada";
                                numero: string | null;
                                cufe: string | null;
                            } | null;
                        }[];
                        /** @description Solicitudes de compra hechas con la sesión iniciada, con su último pago. */
                        solicitudes: {
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /**
                             * @description pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).
                             * @enum {unknown}
                             */
                            estado: "pendiente-pago" | "pagada" | "emitida" | "reembolso-pendiente" | "reembolsada" | "reembolso-en-gestion" | "vencida";
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            /**
                             * @description runt (los datos del vehículo son los que dio el RUNT, sin cambios) o digitados (los escribió el cliente).
                             * @enum {unknown}
                             */
                            origenDatosVehiculo: "runt" | "digitados";
                            /** @description Cotización calculada por el servidor con la tabla oficial. */
                            cotizacion: {
                                /** @description Placa normalizada. */
                                placa: string;
                                /** @description Datos del vehículo que determinan el código de tarifa. */
                                vehiculo: {
                                    /**
                                     * @description Clase del vehículo.
                                     * @enum {unknown}
                                     */
                                    clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                    /**
                                     * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                     * @enum {unknown}
                                     */
                                    servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                    /**
                                     * Format: int32
                                     * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                     */
                                    cilindraje?: number;
                                    /**
                                     * Format: int32
                                     * @description Modelo (año) del vehículo.
                                     */
                                    modelo: number;
                                    /**
                                     * Format: int32
                                     * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                     */
                                    pasajeros?: number;
                                    /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                    toneladas?: number;
                                };
                                /**
                                 * @description Código de la tabla de tarifas (p. ej. 511).
                                 * @example 511
                                 */
                                codigoTarifa: string;
                                /** @description Categoría de la tabla, p. ej. «Autos familiares». */
                                categoria: string;
                                /** @description Subcategoría de la tabla. */
                                subcategoria: string;
                                /** @description Rango diferencial por riesgo (Decreto 2497 de 2022), ya incluido en el valor. */
                                rangoDiferencial: boolean;
                                /**
                                 * Format: int32
                                 * @description Año de la tabla que da el precio (el del día de la compra).
                                 */
                                anioTarifa: number;
                                prima: number | null;
                                contribucionAdres: number | null;
                                /**
                                 * Format: int64
                                 * @description Prima más contribución ADRES, como la publica la tabla, en pesos.
                                 */
                                subtotal: number;
                                /**
                                 * Format: int64
                                 * @description Tasa RUNT, en pesos.
                                 */
                                tasaRunt: number;
                                /**
                                 * Format: int64
                                 * @description Valor a pagar, en pesos.
                                 */
                                total: number;
                                /**
                                 * @description Primer día de la vigencia (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                inicioVigencia: string;
                                /**
                                 * @description Último día de la vigencia (un año menos un día) (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                finVigencia: string;
                                /**
                                 * @description Primer día en que puede empezar la vigencia (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                inicioMinimo: string;
                                /**
                                 * @description Último día en que puede empezar la vigencia (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                inicioMaximo: string;
                                polizaVigenteHasta: string | null;
                            };
                            /** @description Tomador; el documento, el correo y el celular enmascarados. */
                            tomador: {
                                /** @enum {unknown} */
                                tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                /** @description Enmascarado: 52****56. */
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Enmascarado: a***@correo.com. */
                                correoElectronico: string;
                                /** @description Enmascarado: 300****567. */
                                celular: string;
                                ciudad: string;
                            };
                            pago: {
                                /** Format: uuid */
                                idPago: string;
                                /**
                                 * @description Estado del pago en la pasarela.
                                 * @enum {unknown}
                                 */
                                estado: "PENDIENTE" | "APROBADO" | "RECHAZADO" | "ERROR" | "ANULADO";
                                /**
                                 * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                                 * @enum {unknown}
                                 */
                                metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                                mensaje: string | null;
                                /** @description Hasta cuándo se puede completar este pago pendiente (la notificación de Nequi, el código de DaviPlata, la referencia en efectivo); después vence sin cobro. null si no tiene plazo propio o ya no está pendiente. */
                                venceEn: string | null;
                                /** @description Nequi y DaviPlata: el celular al que se envió el pago, enmascarado (300****567). null en otros medios. */
                                celular: string | null;
                                /** @description Solo para EFECTIVO; null en otros medios. */
                                efectivo: {
                                    /** @description Código del convenio de recaudo. */
                                    codigoConvenio: string;
                                    /** @description Referencia de pago que se dicta en el corresponsal. */
                                    referenciaPago: string;
                                    /** @description Ruta del comprobante en PDF: GET /solicitudes/{id}/pagos/{idPago}/comprobante. */
                                    urlComprobante: string;
                                } | null;
                                /** @description Por qué se devuelve este pago aprobado, si no compró una póliza: periodo-ocupado (la placa ya tenía un SOAT para ese periodo), pago-repetido (la solicitud ya tenía su póliza), solicitud-cerrada (llegó cuando la solicitud ya había vencido), precio-cambio (el valor ya no era el de la tarifa vigente) o pago-vencido (el pago llegó después de su propio plazo: la notificación de Nequi o la referencia en efectivo ya habían vencido). null si no se devuelve. */
                                motivoReembolso: ("periodo-ocupado" | "pago-repetido" | "solicitud-cerrada" | "precio-cambio" | "pago-vencido") | null;
                                /** Format: date-time */
                                actualizadoEn: string;
                            } | null;
                            /** @description La póliza expedida, con el documento del tomador enmascarado. */
                            poliza: {
                                /**
                                 * @description SOAT-<año>-<8 dígitos>.
                                 * @example SOAT-2026-00000001
                                 */
                                numeroPoliza: string;
                                /** Format: uuid */
                                idSolicitudSoat: string;
                                /**
                                 * @description vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).
                                 * @enum {unknown}
                                 */
                                estado: "vigente" | "vencida" | "futura";
                                aseguradora: string;
                                /** @description NIT de la aseguradora, con dígito de verificación. */
                                nitAseguradora: string;
                                /** @description Línea de atención de la aseguradora. */
                                telefonoAseguradora: string;
                                /**
                                 * @description Día de expedición (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                fechaExpedicion: string;
                                /** @description Hora de expedición (HH:mm, hora de Colombia). */
                                horaExpedicion: string;
                                /**
                                 * @description Primer día de la vigencia (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                inicioVigencia: string;
                                /** @description Desde qué hora cubre el primer día: 00:00, o la hora de expedición si se compró el mismo día en que empieza (HH:mm, hora de Colombia). */
                                horaInicioVigencia: string;
                                /**
                                 * @description Último día de la vigencia (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                finVigencia: string;
                                /** @description Hasta qué hora cubre el último día (23:59) (HH:mm, hora de Colombia). */
                                horaFinVigencia: string;
                                codigoTarifa: string;
                                /**
                                 * Format: int32
                                 * @description Año de la tabla que dio el precio; el de los valores de las coberturas.
                                 */
                                anioTarifa: number;
                                /**
                                 * @description reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).
                                 * @enum {unknown}
                                 */
                                reporteRunt: "reportada" | "pendiente";
                                radicadoRunt: string | null;
                                fechaReporteRunt: string | null;
                                prima: number | null;
                                contribucionAdres: number | null;
                                /**
                                 * Format: int64
                                 * @description Prima más contribución ADRES, en pesos.
                                 */
                                subtotal: number;
                                /**
                                 * Format: int64
                                 * @description Tasa RUNT, en pesos.
                                 */
                                tasaRunt: number;
                                /**
                                 * Format: int64
                                 * @description Valor pagado, en pesos.
                                 */
                                total: number;
                                placa: string;
                                /** @description Datos del vehículo que determinan el código de tarifa. */
                                vehiculo: {
                                    /**
                                     * @description Clase del vehículo.
                                     * @enum {unknown}
                                     */
                                    clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                    /**
                                     * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                     * @enum {unknown}
                                     */
                                    servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                    /**
                                     * Format: int32
                                     * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                     */
                                    cilindraje?: number;
                                    /**
                                     * Format: int32
                                     * @description Modelo (año) del vehículo.
                                     */
                                    modelo: number;
                                    /**
                                     * Format: int32
                                     * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                     */
                                    pasajeros?: number;
                                    /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                    toneladas?: number;
                                };
                                marca: string | null;
                                linea: string | null;
                                tomador: {
                                    /** @enum {unknown} */
                                    tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                    numeroDocumento: string;
                                    nombres: string;
                                    apellidos: string;
                                    /** @description Dirección del tomador (enmascarada en GET /solicitudes/{id}). */
                                    direccion: string;
                                    ciudad: string;
                                    /** @description Celular del tomador (enmascarado en GET /solicitudes/{id}). */
                                    celular: string;
                                };
                                /** @description Coberturas por víctima, en su unidad legal y en pesos del año de la tarifa (vacío si no se conocen). */
                                coberturas: {
                                    amparo: string;
                                    /** @description Unidad legal del tope, p. ej. «180 SMLDV». */
                                    unidad: string;
                                    /**
                                     * Format: int64
                                     * @description Tope por víctima, en pesos.
                                     */
                                    valor: number;
                                }[];
                                /** @description La factura electrónica de la venta; null mientras la póliza no tiene factura (p. ej., si se expidió antes de la facturación electrónica). */
                                factura: {
                                    /**
                                     * @description validada (la DIAN la validó: se descarga en GET /solicitudes/{id}/factura y se envió al correo del tomador) o en-proceso (la DIAN aún no la valida, o la aseguradora corrige lo que la DIAN observó; se envía al correo en cuanto esté validada).
                                     * @enum {unknown}
                                     */
                                    estado: "en-proceso" | "validada";
                                    numero: string | null;
                                    cufe: string | null;
                                } | null;
                            } | null;
                            /**
                             * Format: date-time
                             * @description Hasta cuándo se puede pagar la solicitud; después se cierra como vencida (ADR 010).
                             */
                            venceEn: string;
                            cotizarDeNuevo?: {
                                /**
                                 * @description vencida: terminó su plazo sin pagarse; tarifa: su valor ya no es el de la tarifa vigente hoy.
                                 * @enum {unknown}
                                 */
                                motivo: "vencida" | "tarifa";
                                /** @description Qué pasó y qué hacer, en español. */
                                mensaje: string;
                            } | null;
                            periodoOcupado?: {
                                polizaVigenteHasta: string | null;
                                nuevoInicioVigencia: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    reclamarCompras: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description La placa y el documento del tomador de las compras hechas sin cuenta. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento: string;
                };
            };
        };
        responses: {
            /** @description La misma respuesta haya o no compras: el enlace va al correo del tomador, si las hay. */
            202: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    confirmarReclamoCompras: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description El token del enlace del correo. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                        /**
                         * Format: int32
                         * @description Pólizas que ahora están en esta cuenta.
                         */
                        polizasAgregadas: number;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    crearSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Datos de la compra. Un valor o código de tarifa enviado por el navegador se ignora. */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /** @description Datos del vehículo que determinan el código de tarifa. */
                    vehiculo: {
                        /**
                         * @description Clase del vehículo.
                         * @enum {unknown}
                         */
                        clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                        /**
                         * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                         * @enum {unknown}
                         */
                        servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                        /**
                         * Format: int32
                         * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                         */
                        cilindraje?: number;
                        /**
                         * Format: int32
                         * @description Modelo (año) del vehículo.
                         */
                        modelo: number;
                        /**
                         * Format: int32
                         * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                         */
                        pasajeros?: number;
                        /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                        toneladas?: number;
                    };
                    /**
                     * @description Inicio de la vigencia: de hoy a 30 días, o el día siguiente al fin del SOAT vigente (AAAA-MM-DD).
                     * @example 2026-03-15
                     */
                    inicioVigencia: string;
                    /** @description Quien compra la póliza (tomador). */
                    tomador: {
                        /**
                         * @description CC cédula de ciudadanía, CE cédula de extranjería, NIT, PA pasaporte, TI tarjeta de identidad.
                         * @enum {unknown}
                         */
                        tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                        /** @description CC y CE: 6 a 10 dígitos; TI: 10 u 11; PA: 6 a 12 letras o números; NIT con dígito de verificación. */
                        numeroDocumento: string;
                        /** @description Nombres del tomador. */
                        nombres: string;
                        /** @description Apellidos del tomador. */
                        apellidos: string;
                        /**
                         * @description Correo electrónico; no distingue mayúsculas de minúsculas.
                         * @example ana.gomez@example.com
                         */
                        correoElectronico: string;
                        /** @description Celular colombiano: 10 dígitos que empiezan por 3. */
                        celular: string;
                        /** @description Dirección de residencia o notificación (5 a 120 caracteres). */
                        direccion: string;
                        /** @description Ciudad o municipio (2 a 60 caracteres). */
                        ciudad: string;
                    };
                    /**
                     * @description Debe ser true: acepta los términos y condiciones.
                     * @enum {boolean}
                     */
                    aceptaTerminos: true;
                    /** @description La lectura del RUNT que respondió POST /soat/api/v1/vehiculos/runt (lecturaRunt), firmada por la API y válida una hora: la cotización cuenta con el SOAT vigente que lista el RUNT y la compra registra que los datos vienen del RUNT si el vehículo no cambió. Una lectura que no es válida se ignora. */
                    lecturaRunt?: string;
                };
            };
        };
        responses: {
            /** @description Solicitud de compra de un SOAT con su último pago y, si ya se expidió, su póliza. periodoOcupado solo en GET /solicitudes/{id}. */
            201: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idSolicitudSoat: string;
                        /**
                         * @description pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).
                         * @enum {unknown}
                         */
                        estado: "pendiente-pago" | "pagada" | "emitida" | "reembolso-pendiente" | "reembolsada" | "reembolso-en-gestion" | "vencida";
                        placa: string;
                        /** @description Datos del vehículo que determinan el código de tarifa. */
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        };
                        /**
                         * @description runt (los datos del vehículo son los que dio el RUNT, sin cambios) o digitados (los escribió el cliente).
                         * @enum {unknown}
                         */
                        origenDatosVehiculo: "runt" | "digitados";
                        /** @description Cotización calculada por el servidor con la tabla oficial. */
                        cotizacion: {
                            /** @description Placa normalizada. */
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            /**
                             * @description Código de la tabla de tarifas (p. ej. 511).
                             * @example 511
                             */
                            codigoTarifa: string;
                            /** @description Categoría de la tabla, p. ej. «Autos familiares». */
                            categoria: string;
                            /** @description Subcategoría de la tabla. */
                            subcategoria: string;
                            /** @description Rango diferencial por riesgo (Decreto 2497 de 2022), ya incluido en el valor. */
                            rangoDiferencial: boolean;
                            /**
                             * Format: int32
                             * @description Año de la tabla que da el precio (el del día de la compra).
                             */
                            anioTarifa: number;
                            prima: number | null;
                            contribucionAdres: number | null;
                            /**
                             * Format: int64
                             * @description Prima más contribución ADRES, como la publica la tabla, en pesos.
                             */
                            subtotal: number;
                            /**
                             * Format: int64
                             * @description Tasa RUNT, en pesos.
                             */
                            tasaRunt: number;
                            /**
                             * Format: int64
                             * @description Valor a pagar, en pesos.
                             */
                            total: number;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (un año menos un día) (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            /**
                             * @description Primer día en que puede empezar la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioMinimo: string;
                            /**
                             * @description Último día en que puede empezar la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioMaximo: string;
                            polizaVigenteHasta: string | null;
                        };
                        /** @description Tomador; el documento, el correo y el celular enmascarados. */
                        tomador: {
                            /** @enum {unknown} */
                            tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                            /** @description Enmascarado: 52****56. */
                            numeroDocumento: string;
                            nombres: string;
                            apellidos: string;
                            /** @description Enmascarado: a***@correo.com. */
                            correoElectronico: string;
                            /** @description Enmascarado: 300****567. */
                            celular: string;
                            ciudad: string;
                        };
                        pago: {
                            /** Format: uuid */
                            idPago: string;
                            /**
                             * @description Estado del pago en la pasarela.
                             * @enum {unknown}
                             */
                            estado: "PENDIENTE" | "APROBADO" | "RECHAZADO" | "ERROR" | "ANULADO";
                            /**
                             * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                             * @enum {unknown}
                             */
                            metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                            mensaje: string | null;
                            /** @description Hasta cuándo se puede completar este pago pendiente (la notificación de Nequi, el código de DaviPlata, la referencia en efectivo); después vence sin cobro. null si no tiene plazo propio o ya no está pendiente. */
                            venceEn: string | null;
                            /** @description Nequi y DaviPlata: el celular al que se envió el pago, enmascarado (300****567). null en otros medios. */
                            celular: string | null;
                            /** @description Solo para EFECTIVO; null en otros medios. */
                            efectivo: {
                                /** @description Código del convenio de recaudo. */
                                codigoConvenio: string;
                                /** @description Referencia de pago que se dicta en el corresponsal. */
                                referenciaPago: string;
                                /** @description Ruta del comprobante en PDF: GET /solicitudes/{id}/pagos/{idPago}/comprobante. */
                                urlComprobante: string;
                            } | null;
                            /** @description Por qué se devuelve este pago aprobado, si no compró una póliza: periodo-ocupado (la placa ya tenía un SOAT para ese periodo), pago-repetido (la solicitud ya tenía su póliza), solicitud-cerrada (llegó cuando la solicitud ya había vencido), precio-cambio (el valor ya no era el de la tarifa vigente) o pago-vencido (el pago llegó después de su propio plazo: la notificación de Nequi o la referencia en efectivo ya habían vencido). null si no se devuelve. */
                            motivoReembolso: ("periodo-ocupado" | "pago-repetido" | "solicitud-cerrada" | "precio-cambio" | "pago-vencido") | null;
                            /** Format: date-time */
                            actualizadoEn: string;
                        } | null;
                        /** @description La póliza expedida, con el documento del tomador enmascarado. */
                        poliza: {
                            /**
                             * @description SOAT-<año>-<8 dígitos>.
                             * @example SOAT-2026-00000001
                             */
                            numeroPoliza: string;
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /**
                             * @description vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).
                             * @enum {unknown}
                             */
                            estado: "vigente" | "vencida" | "futura";
                            aseguradora: string;
                            /** @description NIT de la aseguradora, con dígito de verificación. */
                            nitAseguradora: string;
                            /** @description Línea de atención de la aseguradora. */
                            telefonoAseguradora: string;
                            /**
                             * @description Día de expedición (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            fechaExpedicion: string;
                            /** @description Hora de expedición (HH:mm, hora de Colombia). */
                            horaExpedicion: string;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /** @description Desde qué hora cubre el primer día: 00:00, o la hora de expedición si se compró el mismo día en que empieza (HH:mm, hora de Colombia). */
                            horaInicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            /** @description Hasta qué hora cubre el último día (23:59) (HH:mm, hora de Colombia). */
                            horaFinVigencia: string;
                            codigoTarifa: string;
                            /**
                             * Format: int32
                             * @description Año de la tabla que dio el precio; el de los valores de las coberturas.
                             */
                            anioTarifa: number;
                            /**
                             * @description reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).
                             * @enum {unknown}
                             */
                            reporteRunt: "reportada" | "pendiente";
                            radicadoRunt: string | null;
                            fechaReporteRunt: string | null;
                            prima: number | null;
                            contribucionAdres: number | null;
                            /**
                             * Format: int64
                             * @description Prima más contribución ADRES, en pesos.
                             */
                            subtotal: number;
                            /**
                             * Format: int64
                             * @description Tasa RUNT, en pesos.
                             */
                            tasaRunt: number;
                            /**
                             * Format: int64
                             * @description Valor pagado, en pesos.
                             */
                            total: number;
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            marca: string | null;
                            linea: string | null;
                            tomador: {
                                /** @enum {unknown} */
                                tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Dirección del tomador (enmascarada en GET /solicitudes/{id}). */
                                direccion: string;
                                ciudad: string;
                                /** @description Celular del tomador (enmascarado en GET /solicitudes/{id}). */
                                celular: string;
                            };
                            /** @description Coberturas por víctima, en su unidad legal y en pesos del año de la tarifa (vacío si no se conocen). */
                            coberturas: {
                                amparo: string;
                                /** @description Unidad legal del tope, p. ej. «180 SMLDV». */
                                unidad: string;
                                /**
                                 * Format: int64
                                 * @description Tope por víctima, en pesos.
                                 */
                                valor: number;
                            }[];
                            /** @description La factura electrónica de la venta; null mientras la póliza no tiene factura (p. ej., si se expidió antes de la facturación electrónica). */
                            factura: {
                                /**
                                 * @description validada (la DIAN la validó: se descarga en GET /solicitudes/{id}/factura y se envió al correo del tomador) o en-proceso (la DIAN aún no la valida, o la aseguradora corrige lo que la DIAN observó; se envía al correo en cuanto esté validada).
                                 * @enum {unknown}
                                 */
                                estado: "en-proceso" | "validada";
                                numero: string | null;
                                cufe: string | null;
                            } | null;
                        } | null;
                        /**
                         * Format: date-time
                         * @description Hasta cuándo se puede pagar la solicitud; después se cierra como vencida (ADR 010).
                         */
                        venceEn: string;
                        cotizarDeNuevo?: {
                            /**
                             * @description vencida: terminó su plazo sin pagarse; tarifa: su valor ya no es el de la tarifa vigente hoy.
                             * @enum {unknown}
                             */
                            motivo: "vencida" | "tarifa";
                            /** @description Qué pasó y qué hacer, en español. */
                            mensaje: string;
                        } | null;
                        periodoOcupado?: {
                            polizaVigenteHasta: string | null;
                            nuevoInicioVigencia: string | null;
                        } | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    leerSolicitud: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Solicitud de compra de un SOAT con su último pago y, si ya se expidió, su póliza. periodoOcupado solo en GET /solicitudes/{id}. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idSolicitudSoat: string;
                        /**
                         * @description pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).
                         * @enum {unknown}
                         */
                        estado: "pendiente-pago" | "pagada" | "emitida" | "reembolso-pendiente" | "reembolsada" | "reembolso-en-gestion" | "vencida";
                        placa: string;
                        /** @description Datos del vehículo que determinan el código de tarifa. */
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        };
                        /**
                         * @description runt (los datos del vehículo son los que dio el RUNT, sin cambios) o digitados (los escribió el cliente).
                         * @enum {unknown}
                         */
                        origenDatosVehiculo: "runt" | "digitados";
                        /** @description Cotización calculada por el servidor con la tabla oficial. */
                        cotizacion: {
                            /** @description Placa normalizada. */
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            /**
                             * @description Código de la tabla de tarifas (p. ej. 511).
                             * @example 511
                             */
                            codigoTarifa: string;
                            /** @description Categoría de la tabla, p. ej. «Autos familiares». */
                            categoria: string;
                            /** @description Subcategoría de la tabla. */
                            subcategoria: string;
                            /** @description Rango diferencial por riesgo (Decreto 2497 de 2022), ya incluido en el valor. */
                            rangoDiferencial: boolean;
                            /**
                             * Format: int32
                             * @description Año de la tabla que da el precio (el del día de la compra).
                             */
                            anioTarifa: number;
                            prima: number | null;
                            contribucionAdres: number | null;
                            /**
                             * Format: int64
                             * @description Prima más contribución ADRES, como la publica la tabla, en pesos.
                             */
                            subtotal: number;
                            /**
                             * Format: int64
                             * @description Tasa RUNT, en pesos.
                             */
                            tasaRunt: number;
                            /**
                             * Format: int64
                             * @description Valor a pagar, en pesos.
                             */
                            total: number;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (un año menos un día) (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            /**
                             * @description Primer día en que puede empezar la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioMinimo: string;
                            /**
                             * @description Último día en que puede empezar la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioMaximo: string;
                            polizaVigenteHasta: string | null;
                        };
                        /** @description Tomador; el documento, el correo y el celular enmascarados. */
                        tomador: {
                            /** @enum {unknown} */
                            tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                            /** @description Enmascarado: 52****56. */
                            numeroDocumento: string;
                            nombres: string;
                            apellidos: string;
                            /** @description Enmascarado: a***@correo.com. */
                            correoElectronico: string;
                            /** @description Enmascarado: 300****567. */
                            celular: string;
                            ciudad: string;
                        };
                        pago: {
                            /** Format: uuid */
                            idPago: string;
                            /**
                             * @description Estado del pago en la pasarela.
                             * @enum {unknown}
                             */
                            estado: "PENDIENTE" | "APROBADO" | "RECHAZADO" | "ERROR" | "ANULADO";
                            /**
                             * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                             * @enum {unknown}
                             */
                            metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                            mensaje: string | null;
                            /** @description Hasta cuándo se puede completar este pago pendiente (la notificación de Nequi, el código de DaviPlata, la referencia en efectivo); después vence sin cobro. null si no tiene plazo propio o ya no está pendiente. */
                            venceEn: string | null;
                            /** @description Nequi y DaviPlata: el celular al que se envió el pago, enmascarado (300****567). null en otros medios. */
                            celular: string | null;
                            /** @description Solo para EFECTIVO; null en otros medios. */
                            efectivo: {
                                /** @description Código del convenio de recaudo. */
                                codigoConvenio: string;
                                /** @description Referencia de pago que se dicta en el corresponsal. */
                                referenciaPago: string;
                                /** @description Ruta del comprobante en PDF: GET /solicitudes/{id}/pagos/{idPago}/comprobante. */
                                urlComprobante: string;
                            } | null;
                            /** @description Por qué se devuelve este pago aprobado, si no compró una póliza: periodo-ocupado (la placa ya tenía un SOAT para ese periodo), pago-repetido (la solicitud ya tenía su póliza), solicitud-cerrada (llegó cuando la solicitud ya había vencido), precio-cambio (el valor ya no era el de la tarifa vigente) o pago-vencido (el pago llegó después de su propio plazo: la notificación de Nequi o la referencia en efectivo ya habían vencido). null si no se devuelve. */
                            motivoReembolso: ("periodo-ocupado" | "pago-repetido" | "solicitud-cerrada" | "precio-cambio" | "pago-vencido") | null;
                            /** Format: date-time */
                            actualizadoEn: string;
                        } | null;
                        /** @description La póliza expedida, con el documento del tomador enmascarado. */
                        poliza: {
                            /**
                             * @description SOAT-<año>-<8 dígitos>.
                             * @example SOAT-2026-00000001
                             */
                            numeroPoliza: string;
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /**
                             * @description vigente (cubre hoy), vencida (ya terminó) o futura (empieza después de hoy).
                             * @enum {unknown}
                             */
                            estado: "vigente" | "vencida" | "futura";
                            aseguradora: string;
                            /** @description NIT de la aseguradora, con dígito de verificación. */
                            nitAseguradora: string;
                            /** @description Línea de atención de la aseguradora. */
                            telefonoAseguradora: string;
                            /**
                             * @description Día de expedición (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            fechaExpedicion: string;
                            /** @description Hora de expedición (HH:mm, hora de Colombia). */
                            horaExpedicion: string;
                            /**
                             * @description Primer día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /** @description Desde qué hora cubre el primer día: 00:00, o la hora de expedición si se compró el mismo día en que empieza (HH:mm, hora de Colombia). */
                            horaInicioVigencia: string;
                            /**
                             * @description Último día de la vigencia (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                            /** @description Hasta qué hora cubre el último día (23:59) (HH:mm, hora de Colombia). */
                            horaFinVigencia: string;
                            codigoTarifa: string;
                            /**
                             * Format: int32
                             * @description Año de la tabla que dio el precio; el de los valores de las coberturas.
                             */
                            anioTarifa: number;
                            /**
                             * @description reportada (el RUNT recibió la póliza: la ven la policía y las revisiones técnico-mecánicas) o pendiente (se está reportando; el RUNT debe tenerla en 24 horas).
                             * @enum {unknown}
                             */
                            reporteRunt: "reportada" | "pendiente";
                            radicadoRunt: string | null;
                            fechaReporteRunt: string | null;
                            prima: number | null;
                            contribucionAdres: number | null;
                            /**
                             * Format: int64
                             * @description Prima más contribución ADRES, en pesos.
                             */
                            subtotal: number;
                            /**
                             * Format: int64
                             * @description Tasa RUNT, en pesos.
                             */
                            tasaRunt: number;
                            /**
                             * Format: int64
                             * @description Valor pagado, en pesos.
                             */
                            total: number;
                            placa: string;
                            /** @description Datos del vehículo que determinan el código de tarifa. */
                            vehiculo: {
                                /**
                                 * @description Clase del vehículo.
                                 * @enum {unknown}
                                 */
                                clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                                /**
                                 * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                                 * @enum {unknown}
                                 */
                                servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                                /**
                                 * Format: int32
                                 * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                                 */
                                cilindraje?: number;
                                /**
                                 * Format: int32
                                 * @description Modelo (año) del vehículo.
                                 */
                                modelo: number;
                                /**
                                 * Format: int32
                                 * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                                 */
                                pasajeros?: number;
                                /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                                toneladas?: number;
                            };
                            marca: string | null;
                            linea: string | null;
                            tomador: {
                                /** @enum {unknown} */
                                tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Dirección del tomador (enmascarada en GET /solicitudes/{id}). */
                                direccion: string;
                                ciudad: string;
                                /** @description Celular del tomador (enmascarado en GET /solicitudes/{id}). */
                                celular: string;
                            };
                            /** @description Coberturas por víctima, en su unidad legal y en pesos del año de la tarifa (vacío si no se conocen). */
                            coberturas: {
                                amparo: string;
                                /** @description Unidad legal del tope, p. ej. «180 SMLDV». */
                                unidad: string;
                                /**
                                 * Format: int64
                                 * @description Tope por víctima, en pesos.
                                 */
                                valor: number;
                            }[];
                            /** @description La factura electrónica de la venta; null mientras la póliza no tiene factura (p. ej., si se expidió antes de la facturación electrónica). */
                            factura: {
                                /**
                                 * @description validada (la DIAN la validó: se descarga en GET /solicitudes/{id}/factura y se envió al correo del tomador) o en-proceso (la DIAN aún no la valida, o la aseguradora corrige lo que la DIAN observó; se envía al correo en cuanto esté validada).
                                 * @enum {unknown}
                                 */
                                estado: "en-proceso" | "validada";
                                numero: string | null;
                                cufe: string | null;
                            } | null;
                        } | null;
                        /**
                         * Format: date-time
                         * @description Hasta cuándo se puede pagar la solicitud; después se cierra como vencida (ADR 010).
                         */
                        venceEn: string;
                        cotizarDeNuevo?: {
                            /**
                             * @description vencida: terminó su plazo sin pagarse; tarifa: su valor ya no es el de la tarifa vigente hoy.
                             * @enum {unknown}
                             */
                            motivo: "vencida" | "tarifa";
                            /** @description Qué pasó y qué hacer, en español. */
                            mensaje: string;
                        } | null;
                        periodoOcupado?: {
                            polizaVigenteHasta: string | null;
                            nuevoInicioVigencia: string | null;
                        } | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarBancosPse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bancos disponibles para pagar con PSE. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bancos: {
                            codigo: string;
                            nombre: string;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            429: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            502: {
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
            503: {
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
    pagarSolicitud: {
        parameters: {
            query?: never;
            header?: {
                /** @description UUID que identifica este intento de pago (obligatorio): repetirlo responde el mismo pago. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                     * @enum {unknown}
                     */
                    metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                    /** @description Obligatorio con PSE. */
                    pse?: {
                        /** @description Código del banco (GET /pagos/bancos-pse). */
                        codigoBanco: string;
                        /**
                         * @description Persona natural o jurídica.
                         * @enum {unknown}
                         */
                        tipoPersona: "natural" | "juridica";
                    };
                    /** @description Obligatorio con NEQUI: el celular de la cuenta Nequi. */
                    nequi?: {
                        /** @description Celular colombiano de 10 dígitos que empieza por 3 (se aceptan espacios). */
                        celular: string;
                    };
                    /** @description Obligatorio con DAVIPLATA: el documento de la cuenta DaviPlata (el código llega a su celular). */
                    daviplata?: {
                        /**
                         * @description Tipo de documento del titular de DaviPlata.
                         * @enum {unknown}
                         */
                        tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                        /** @description Su número de documento. */
                        numeroDocumento: string;
                    };
                };
            };
        };
        responses: {
            /** @description Intento de pago creado (o el mismo, si se repite la Idempotency-Key). */
            201: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idPago: string;
                        /**
                         * @description Estado del pago en la pasarela.
                         * @enum {unknown}
                         */
                        estado: "PENDIENTE" | "APROBADO" | "RECHAZADO" | "ERROR" | "ANULADO";
                        /** @description Página de pago de la pasarela a la que se lleva a la persona (tarjeta, PSE, Botón Bancolombia, DaviPlata); null para NEQUI (se aprueba en la app) y EFECTIVO (se paga en un corresponsal con la referencia de GET /solicitudes/{id}). */
                        urlPasarela: string | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            422: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            502: {
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
            503: {
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
    recibirEventoPago: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Evento transaction.updated de la pasarela (formato Wompi). */
        requestBody: {
            content: {
                "application/json": {
                    event: string;
                    data: {
                        transaction: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                    signature: {
                        properties: string[];
                        checksum: string;
                    } & {
                        [key: string]: unknown;
                    };
                    /** Format: int64 */
                    timestamp: number;
                    environment?: string;
                    sent_at?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Evento recibido. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    descargarCertificado: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
                    "application/pdf": {
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
    descargarComprobanteEfectivo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
                /** @description Identificador (UUID) del pago en efectivo. */
                idPago: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": {
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
                    "application/pdf": {
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
    descargarFactura: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El archivo. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": {
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
                    "application/zip": {
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
    leerRenovacion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description El token del enlace del correo. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Lo que la compra de la renovación trae llenado: la placa, el vehículo, el día en que empieza la nueva póliza y el tomador enmascarado. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        placa: string;
                        /** @description Datos del vehículo que determinan el código de tarifa. */
                        vehiculo: {
                            /**
                             * @description Clase del vehículo.
                             * @enum {unknown}
                             */
                            clase: "ciclomotor" | "motocicleta" | "motocarro" | "automovil" | "campero" | "camioneta" | "microbus" | "bus" | "buseta" | "carga";
                            /**
                             * @description Servicio: particular, público urbano, público intermunicipal u oficial (incluye diplomáticos).
                             * @enum {unknown}
                             */
                            servicio: "particular" | "publico" | "intermunicipal" | "oficial";
                            /**
                             * Format: int32
                             * @description Cilindraje en c.c. (motocicletas, automóviles, camperos, camionetas y microbuses).
                             */
                            cilindraje?: number;
                            /**
                             * Format: int32
                             * @description Modelo (año) del vehículo.
                             */
                            modelo: number;
                            /**
                             * Format: int32
                             * @description Pasajeros (motocarros, vehículos particulares de pasajeros y servicio intermunicipal).
                             */
                            pasajeros?: number;
                            /** @description Capacidad de carga en toneladas (vehículos de carga o mixtos). */
                            toneladas?: number;
                        };
                        /**
                         * @description Primer día de la nueva póliza: el siguiente al fin de la que se renueva (AAAA-MM-DD).
                         * @example 2026-03-15
                         */
                        inicioVigencia: string;
                        /** @description El tomador de la póliza que se renueva: su nombre, y su documento, correo, celular y dirección enmascarados. Completos, con POST /renovaciones/tomador y su documento. */
                        tomador: {
                            /** @enum {unknown} */
                            tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                            /** @description Enmascarado: 52****56. */
                            numeroDocumento: string;
                            nombres: string;
                            apellidos: string;
                            /** @description Enmascarado: a***@correo.com. */
                            correoElectronico: string;
                            /** @description Enmascarado: 300****567. */
                            celular: string;
                            /** @description Enmascarada: solo su primera palabra (Calle ***). */
                            direccion: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    leerRenovacionTomador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description El token del enlace del correo. */
                    token: string;
                    /**
                     * @description Placa del vehículo: ABC123 (carros), ABC12D (motos) o CD1234 (diplomáticas, solo servicio oficial). Se guarda en mayúsculas, sin espacios ni guiones.
                     * @example ABC123
                     */
                    placa: string;
                    /**
                     * @description Tipo de documento del tomador.
                     * @enum {unknown}
                     */
                    tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                    /** @description Número de documento del tomador. */
                    numeroDocumento: string;
                };
            };
        };
        responses: {
            /** @description El tomador de la póliza que se renueva, completo, para llenar la compra de la renovación. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Quien compra la póliza (tomador). */
                        tomador: {
                            /**
                             * @description CC cédula de ciudadanía, CE cédula de extranjería, NIT, PA pasaporte, TI tarjeta de identidad.
                             * @enum {unknown}
                             */
                            tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                            /** @description CC y CE: 6 a 10 dígitos; TI: 10 u 11; PA: 6 a 12 letras o números; NIT con dígito de verificación. */
                            numeroDocumento: string;
                            /** @description Nombres del tomador. */
                            nombres: string;
                            /** @description Apellidos del tomador. */
                            apellidos: string;
                            /**
                             * @description Correo electrónico; no distingue mayúsculas de minúsculas.
                             * @example ana.gomez@example.com
                             */
                            correoElectronico: string;
                            /** @description Celular colombiano: 10 dígitos que empiezan por 3. */
                            celular: string;
                            /** @description Dirección de residencia o notificación (5 a 120 caracteres). */
                            direccion: string;
                            /** @description Ciudad o municipio (2 a 60 caracteres). */
                            ciudad: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    darBajaRecordatorios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description El token del enlace del correo. */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                        /** @description La dirección dada de baja, enmascarada. */
                        correoElectronico: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    recibirMetricasWeb: {
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
                     * @description El patrón de ruta de la página vista (/home, /quienes-somos, /tarifas, /soat, /soat/consulta, /soat/mis-polizas, /soat/recordatorios, /cotizar-soat, /cotizar-soat/comprar-soat, /cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat, /cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat, /calificacion, /iniciar-sesion, /crear-cuenta, /recuperar-clave, /restablecer-clave). Cualquier otro valor se cuenta como «otra»: nunca se guarda la dirección.
                     * @example /soat/consulta
                     */
                    ruta: string;
                    /**
                     * @description movil: un teléfono o una tableta; escritorio: cualquier otro.
                     * @enum {unknown}
                     */
                    dispositivo: "movil" | "escritorio";
                    /** @description Las mediciones de una vista de página (de 1 a 4, una por métrica). */
                    metricas: {
                        /**
                         * @description LCP, INP, CLS o TTFB.
                         * @enum {unknown}
                         */
                        nombre: "LCP" | "INP" | "CLS" | "TTFB";
                        /** @description Milisegundos (LCP, INP, TTFB); CLS sin unidad, como máximo 100. */
                        valor: number;
                        /**
                         * @description Solo en INP: con qué elemento se interactuó, descrito por su etiqueta y su id o un atributo (button#pagar, input[name="placa"]); nunca su texto ni lo escrito.
                         * @example button#pagar
                         */
                        objetivo?: string;
                    }[];
                };
                "text/plain": {
                    /**
                     * @description El patrón de ruta de la página vista (/home, /quienes-somos, /tarifas, /soat, /soat/consulta, /soat/mis-polizas, /soat/recordatorios, /cotizar-soat, /cotizar-soat/comprar-soat, /cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat, /cotizar-soat/pagos/respuesta-pago-soat/:idSolicitudSoat, /calificacion, /iniciar-sesion, /crear-cuenta, /recuperar-clave, /restablecer-clave). Cualquier otro valor se cuenta como «otra»: nunca se guarda la dirección.
                     * @example /soat/consulta
                     */
                    ruta: string;
                    /**
                     * @description movil: un teléfono o una tableta; escritorio: cualquier otro.
                     * @enum {unknown}
                     */
                    dispositivo: "movil" | "escritorio";
                    /** @description Las mediciones de una vista de página (de 1 a 4, una por métrica). */
                    metricas: {
                        /**
                         * @description LCP, INP, CLS o TTFB.
                         * @enum {unknown}
                         */
                        nombre: "LCP" | "INP" | "CLS" | "TTFB";
                        /** @description Milisegundos (LCP, INP, TTFB); CLS sin unidad, como máximo 100. */
                        valor: number;
                        /**
                         * @description Solo en INP: con qué elemento se interactuó, descrito por su etiqueta y su id o un atributo (button#pagar, input[name="placa"]); nunca su texto ni lo escrito.
                         * @example button#pagar
                         */
                        objetivo?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Recibidas. */
            204: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    leerTokenCalificacion: {
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
                     * @description El token del enlace de calificación (`/calificacion?token=…`): 43 caracteres base64url. Se envía en el cuerpo, nunca en la dirección.
                     * @example q3Zb0w8yJ4mB5n7cE1xT9uVaKpR2sD6fGhL0oWiYzQe
                     */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Qué se califica con este token y, si ya se usó, lo que se envió. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description pendiente: se puede calificar; calificada: ya se envió la calificación (se muestra lo enviado).
                         * @enum {unknown}
                         */
                        estado: "pendiente" | "calificada";
                        /** @description Lo que se califica: el número de la póliza o la referencia del integrador. */
                        referencia: string;
                        /** @description El nombre de pila de la persona, si se conoce. */
                        nombre: string | null;
                        /**
                         * Format: date-time
                         * @description Hasta cuándo sirve el enlace.
                         */
                        venceEn: string;
                        /** @description La calificación enviada, si ya se envió. */
                        calificacion: {
                            /**
                             * Format: int32
                             * @description Estrellas: un número entero de 1 a 5.
                             */
                            estrellas: number;
                            /** @description El comentario tal como se guardó (sin espacios en los extremos), o null. */
                            comentario: string | null;
                            recomendaria: boolean;
                            /**
                             * Format: date-time
                             * @description Cuándo se envió la calificación.
                             */
                            enviadaEn: string;
                        } | null;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    crearCalificacion: {
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
                     * @description El token del enlace de calificación (`/calificacion?token=…`): 43 caracteres base64url. Se envía en el cuerpo, nunca en la dirección.
                     * @example q3Zb0w8yJ4mB5n7cE1xT9uVaKpR2sD6fGhL0oWiYzQe
                     */
                    token: string;
                    /**
                     * Format: int32
                     * @description Estrellas: un número entero de 1 a 5.
                     */
                    estrellas: number;
                    /** @description Comentario opcional, como máximo 500 caracteres sin los espacios de los extremos; vacío equivale a ninguno. Se guarda y se muestra siempre como texto. */
                    comentario?: string | null;
                    /** @description ¿Recomendaría el servicio? Obligatorio. */
                    recomendaria: boolean;
                };
            };
        };
        responses: {
            /** @description La calificación enviada. */
            201: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Estrellas: un número entero de 1 a 5.
                         */
                        estrellas: number;
                        /** @description El comentario tal como se guardó (sin espacios en los extremos), o null. */
                        comentario: string | null;
                        recomendaria: boolean;
                        /**
                         * Format: date-time
                         * @description Cuándo se envió la calificación.
                         */
                        enviadaEn: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    leerResumenCalificaciones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resumen público de las calificaciones del servicio. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Promedio de estrellas con un decimal; null si aún no hay calificaciones. */
                        promedio: number | null;
                        /**
                         * Format: int64
                         * @description Cuántas calificaciones hay.
                         */
                        total: number;
                        /** @description Porcentaje (entero) de quienes recomendarían el servicio; null si aún no hay calificaciones. */
                        recomiendan: number | null;
                        /** @description Cuántas calificaciones hay de 5 a 1 estrellas, en ese orden (incluye los ceros). */
                        distribucion: {
                            /**
                             * Format: int32
                             * @description Estrellas: un número entero de 1 a 5.
                             */
                            estrellas: number;
                            /**
                             * Format: int64
                             * @description Calificaciones con esas estrellas.
                             */
                            cantidad: number;
                        }[];
                    };
                };
            };
            /** @description Sin cambios desde la versión de If-None-Match. */
            304: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            429: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    crearTokenCalificacion: {
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
                     * @description La referencia del integrador para lo que se califica (un pedido, una venta), de 1 a 100 caracteres. Se muestra en la página de calificación.
                     * @example PEDIDO-2026-000123
                     */
                    referencia: string;
                    /** @description El nombre de pila de la persona que califica (opcional, como máximo 60 caracteres). */
                    nombre?: string | null;
                };
            };
        };
        responses: {
            /** @description Un token de calificación nuevo, de un solo uso. */
            201: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description El token (43 caracteres base64url). Se muestra una sola vez: el portal solo guarda su huella. */
                        token: string;
                        /**
                         * Format: date-time
                         * @description Hasta cuándo sirve (7 días).
                         */
                        venceEn: string;
                        /** @description La página de calificación del portal para este token. */
                        enlace: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    obtenerSesionOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operador: {
                            /** Format: uuid */
                            id: string;
                            nombre: string;
                            correoElectronico: string;
                            /**
                             * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                             * @enum {unknown}
                             */
                            rol: "agente" | "supervisor" | "administrador";
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    iniciarSesionOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Correo del operador. */
                    correoElectronico: string;
                    /** @description Clave del operador. */
                    clave: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Token opaco del desafío, válido 5 minutos. */
                        desafio: string;
                        /**
                         * @description enrolar: aún no tiene segundo factor confirmado; codigo: pedir el código de la aplicación.
                         * @enum {unknown}
                         */
                        etapa: "enrolar" | "codigo";
                        enrolamiento?: {
                            /** @description URI otpauth:// para la aplicación autenticadora. */
                            otpauthUri: string;
                            /** @description El código QR de la URI, en SVG. */
                            qrSvg: string;
                            /** @description El secreto en base32, para escribirlo a mano. */
                            secreto: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    confirmarSegundoFactorOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description El desafío de POST /sesion. */
                    desafio: string;
                    /** @description El código de 6 dígitos de la aplicación, o un código de recuperación (XXXX-XXXX), de un solo uso. */
                    codigo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Token de la sesión del operador (Bearer). */
                        accessToken: string;
                        /**
                         * Format: int32
                         * @description Segundos de vida del token (900).
                         */
                        expiraEn: number;
                        operador: {
                            /** Format: uuid */
                            id: string;
                            nombre: string;
                            correoElectronico: string;
                            /**
                             * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                             * @enum {unknown}
                             */
                            rol: "agente" | "supervisor" | "administrador";
                        };
                        /** @description Los 10 códigos de recuperación, solo cuando esta llamada confirmó el enrolamiento. */
                        codigosRecuperacion?: string[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    obtenerResumenOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        reembolsosPorMarcar: number;
                        /** Format: int64 */
                        reportesRuntFallidos: number;
                        /** Format: int64 */
                        correosFallidos: number;
                        /** Format: int64 */
                        pagosPendientesMasDeUnaHora: number;
                        /** Format: int64 */
                        facturasRechazadas: number;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarTareas: {
        parameters: {
            query?: {
                /** @description abiertas (por omisión): solo las que faltan; todas: también las resueltas. */
                estado?: "abiertas" | "todas";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Tareas de los operadores. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tareas: {
                            /** Format: uuid */
                            idTarea: string;
                            /** @description Por qué la hace una persona. */
                            motivo: string;
                            /** Format: date-time */
                            creadaEn: string;
                            resueltaEn: string | null;
                            resolucion: string | null;
                            reembolso: {
                                /** Format: uuid */
                                idReembolso: string;
                                /**
                                 * @description pendiente (se está devolviendo por la pasarela), reembolsado (el dinero fue devuelto) o en-gestion (una persona del equipo lo devuelve).
                                 * @enum {unknown}
                                 */
                                estado: "pendiente" | "reembolsado" | "en-gestion";
                                /**
                                 * Format: int64
                                 * @description Pesos que se devuelven.
                                 */
                                valor: number;
                                /**
                                 * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                                 * @enum {unknown}
                                 */
                                metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                                codigoBancoPse: string | null;
                                /** @description La referencia del pago en la pasarela. */
                                referenciaPago: string;
                                idTransaccion: string | null;
                            };
                            solicitud: {
                                /** Format: uuid */
                                idSolicitudSoat: string;
                                /**
                                 * @description pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).
                                 * @enum {unknown}
                                 */
                                estado: "pendiente-pago" | "pagada" | "emitida" | "reembolso-pendiente" | "reembolsada" | "reembolso-en-gestion" | "vencida";
                                placa: string;
                                /**
                                 * @description Primer día de la vigencia pedida (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                inicioVigencia: string;
                                /**
                                 * @description Último día de la vigencia pedida (AAAA-MM-DD).
                                 * @example 2026-03-15
                                 */
                                finVigencia: string;
                            };
                            /** @description A quien se devuelve el dinero, para contactarlo. */
                            tomador: {
                                /** @enum {unknown} */
                                tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                correoElectronico: string;
                                celular: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    resolverTarea: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la tarea. */
                idTarea: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Qué se hizo: el número de la consignación o de la devolución en la pasarela. */
                    resolucion: string;
                };
            };
        };
        responses: {
            /** @description Un reembolso que hace una persona del equipo. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idTarea: string;
                        /** @description Por qué la hace una persona. */
                        motivo: string;
                        /** Format: date-time */
                        creadaEn: string;
                        resueltaEn: string | null;
                        resolucion: string | null;
                        reembolso: {
                            /** Format: uuid */
                            idReembolso: string;
                            /**
                             * @description pendiente (se está devolviendo por la pasarela), reembolsado (el dinero fue devuelto) o en-gestion (una persona del equipo lo devuelve).
                             * @enum {unknown}
                             */
                            estado: "pendiente" | "reembolsado" | "en-gestion";
                            /**
                             * Format: int64
                             * @description Pesos que se devuelven.
                             */
                            valor: number;
                            /**
                             * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                             * @enum {unknown}
                             */
                            metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                            codigoBancoPse: string | null;
                            /** @description La referencia del pago en la pasarela. */
                            referenciaPago: string;
                            idTransaccion: string | null;
                        };
                        solicitud: {
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /**
                             * @description pendiente-pago (sin pago aprobado), pagada, emitida (póliza expedida), reembolso-pendiente (pago aprobado que no compró póliza: la placa ya tenía una para ese periodo, la solicitud ya estaba cerrada o su valor ya no era el vigente; se devolverá el dinero), reembolsada (el dinero fue devuelto), reembolso-en-gestion (una persona del equipo hace la devolución: pagos PSE) o vencida (se cerró sin pagarse al terminar su plazo: hay que cotizar de nuevo).
                             * @enum {unknown}
                             */
                            estado: "pendiente-pago" | "pagada" | "emitida" | "reembolso-pendiente" | "reembolsada" | "reembolso-en-gestion" | "vencida";
                            placa: string;
                            /**
                             * @description Primer día de la vigencia pedida (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            inicioVigencia: string;
                            /**
                             * @description Último día de la vigencia pedida (AAAA-MM-DD).
                             * @example 2026-03-15
                             */
                            finVigencia: string;
                        };
                        /** @description A quien se devuelve el dinero, para contactarlo. */
                        tomador: {
                            /** @enum {unknown} */
                            tipoDocumento: "CC" | "CE" | "NIT" | "PA" | "TI";
                            numeroDocumento: string;
                            nombres: string;
                            apellidos: string;
                            correoElectronico: string;
                            celular: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarReportesRunt: {
        parameters: {
            query?: {
                /** @description fallida (por omisión): las que agotaron sus intentos; pendiente: las que se siguen intentando. */
                estado?: "fallida" | "pendiente" | "reportada";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reportes al RUNT en ese estado, del más antiguo al más reciente (200 a lo sumo). */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportes: {
                            /** Format: uuid */
                            idReporte: string;
                            /** @enum {unknown} */
                            estado: "pendiente" | "reportada" | "fallida";
                            numeroPoliza: string;
                            placa: string;
                            /** Format: int32 */
                            intentos: number;
                            ultimoError: string | null;
                            /** Format: date-time */
                            creadoEn: string;
                            reportadoEn: string | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    reintentarReportesRunt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Solo este reporte; sin él, todos los fallidos. */
                    idReporte?: string;
                };
            };
        };
        responses: {
            /** @description Los reportes vuelven a pendiente con sus intentos en cero, y se envían de inmediato. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int32
                         * @description Reportes fallidos que vuelven a intentarse ahora.
                         */
                        reintentados: number;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarFacturas: {
        parameters: {
            query?: {
                /** @description rechazada (por omisión): las que la DIAN rechazó, con sus reglas; pendiente: las que esperan a la DIAN. */
                estado?: "rechazada" | "pendiente" | "aceptada";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Facturas y notas crédito en ese estado, de la más antigua a la más reciente (200 a lo sumo). */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentos: {
                            /** Format: uuid */
                            idDocumento: string;
                            /** @enum {unknown} */
                            tipo: "factura" | "nota-credito";
                            /** @enum {unknown} */
                            estado: "pendiente" | "aceptada" | "rechazada";
                            numero: string | null;
                            codigoUnico: string | null;
                            numeroPoliza: string;
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            /** Format: int32 */
                            intentos: number;
                            /** @description Las reglas de la DIAN que la rechazaron, en sus palabras. */
                            erroresDian: string[];
                            ultimoError: string | null;
                            /** Format: date-time */
                            creadoEn: string;
                            aceptadoEn: string | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    reenviarFactura: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) del documento. */
                idDocumento: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description El documento vuelve a pendiente con el mismo número, se construye de nuevo con los datos corregidos y se envía de inmediato. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description true si estaba rechazado y vuelve a enviarse ahora. */
                        reenviado: boolean;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarCorreosFallidos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Correos abandonados tras su último intento, del más antiguo al más reciente. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int64
                         * @description Cuántos hay en la cola (la lista trae los 200 más antiguos a lo sumo).
                         */
                        total: number;
                        correos: {
                            /** Format: uuid */
                            idCorreo: string;
                            /** @description Qué correo era: poliza, reembolso, restablecer-clave… */
                            tipo: string;
                            destinatario: string | null;
                            /** Format: int32 */
                            intentos: number;
                            ultimoError: string | null;
                            /** Format: date-time */
                            creadoEn: string;
                            /** Format: date-time */
                            abandonadoEn: string;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarPagosPendientes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pagos pendientes desde hace más de una hora, del más antiguo al más reciente. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int64
                         * @description Cuántos hay en la cola (la lista trae los 200 más antiguos a lo sumo).
                         */
                        total: number;
                        pagos: {
                            /** Format: uuid */
                            idPago: string;
                            referenciaPago: string;
                            /**
                             * @description TARJETA (crédito o débito), PSE, NEQUI (notificación a la app Nequi del celular), BANCOLOMBIA (Botón Bancolombia: la página del banco), DAVIPLATA (código de un solo uso) o EFECTIVO (referencia para pagar en un corresponsal bancario antes de su plazo).
                             * @enum {unknown}
                             */
                            metodo: "TARJETA" | "PSE" | "NEQUI" | "BANCOLOMBIA" | "DAVIPLATA" | "EFECTIVO";
                            /** @description Valor en pesos. */
                            valor: number;
                            estadoPasarela: string | null;
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            placa: string;
                            /** Format: date-time */
                            creadoEn: string;
                            consultadoEn: string | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarOperadores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operadores: {
                            /** Format: uuid */
                            id: string;
                            nombre: string;
                            correoElectronico: string;
                            /**
                             * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                             * @enum {unknown}
                             */
                            rol: "agente" | "supervisor" | "administrador";
                            activo: boolean;
                            /** @description Si ya confirmó su segundo factor. */
                            segundoFactor: boolean;
                            /** Format: date-time */
                            creadoEn: string;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            401: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    crearOperador: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Nombre del operador. */
                    nombre: string;
                    /** @description Correo del operador; no distingue mayúsculas de minúsculas. */
                    correoElectronico: string;
                    /**
                     * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                     * @enum {unknown}
                     */
                    rol: "agente" | "supervisor" | "administrador";
                    /** @description Clave inicial, de 12 caracteres o más. */
                    clave: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operador: {
                            /** Format: uuid */
                            id: string;
                            nombre: string;
                            correoElectronico: string;
                            /**
                             * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                             * @enum {unknown}
                             */
                            rol: "agente" | "supervisor" | "administrador";
                            activo: boolean;
                            /** @description Si ya confirmó su segundo factor. */
                            segundoFactor: boolean;
                            /** Format: date-time */
                            creadoEn: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    cambiarOperador: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) del operador. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description false desactiva al operador: sus sesiones dejan de servir de inmediato. */
                    activo: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        operador: {
                            /** Format: uuid */
                            id: string;
                            nombre: string;
                            correoElectronico: string;
                            /**
                             * @description agente: colas y reintentos; supervisor: además la auditoría; administrador: además gestiona operadores.
                             * @enum {unknown}
                             */
                            rol: "agente" | "supervisor" | "administrador";
                            activo: boolean;
                            /** @description Si ya confirmó su segundo factor. */
                            segundoFactor: boolean;
                            /** Format: date-time */
                            creadoEn: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarAuditoriaOperadores: {
        parameters: {
            query?: {
                /** @description El identificador (UUID) del operador, o el correo registrado en la entrada. */
                operador?: string;
                /** @description Acción o familia (sesion). */
                accion?: string;
                /** @description Desde (incluido). */
                desde?: string;
                /** @description Hasta (incluido). */
                hasta?: string;
                /** @description json (por omisión) o csv. */
                formato?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las entradas de la auditoría. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entradas: {
                            /** Format: uuid */
                            id: string;
                            operadorId: string | null;
                            operadorCorreo: string;
                            accion: string;
                            objetivo: string | null;
                            motivo: string | null;
                            /** @description Los valores antes de la acción (JSON), o null. */
                            antes: unknown;
                            /** @description Los valores después de la acción (JSON), o null. */
                            despues: unknown;
                            /** Format: date-time */
                            creadoEn: string;
                        }[];
                    };
                    "text/csv": string;
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    buscarCompras: {
        parameters: {
            query: {
                /** @description Qué buscar: una placa, un número de documento, un número de póliza, el identificador de la solicitud o un correo. */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las compras encontradas (a lo sumo 50), de la más reciente a la más antigua, enmascaradas. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        compras: {
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            estado: string;
                            placa: string;
                            /** Format: date-time */
                            creadaEn: string;
                            /** Format: date */
                            inicioVigencia: string;
                            /** Format: date */
                            finVigencia: string;
                            /**
                             * Format: int64
                             * @description Pesos.
                             */
                            total: number;
                            tomador: {
                                tipoDocumento: string;
                                /** @description Enmascarado. */
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Enmascarado. */
                                correoElectronico: string;
                                /** @description Enmascarado. */
                                celular: string;
                            };
                            poliza: {
                                numero: string;
                                /** Format: date-time */
                                expedidaEn: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    historiaCompra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        compra: {
                            /** Format: uuid */
                            idSolicitudSoat: string;
                            estado: string;
                            placa: string;
                            /** Format: date-time */
                            creadaEn: string;
                            /** Format: date */
                            inicioVigencia: string;
                            /** Format: date */
                            finVigencia: string;
                            /**
                             * Format: int64
                             * @description Pesos.
                             */
                            total: number;
                            tomador: {
                                tipoDocumento: string;
                                /** @description Enmascarado. */
                                numeroDocumento: string;
                                nombres: string;
                                apellidos: string;
                                /** @description Enmascarado. */
                                correoElectronico: string;
                                /** @description Enmascarado. */
                                celular: string;
                            };
                            poliza: {
                                numero: string;
                                /** Format: date-time */
                                expedidaEn: string;
                            } | null;
                        };
                        eventos: {
                            /** @description Qué pasó (solicitud.creada, pago.evento, poliza.expedida…). */
                            tipo: string;
                            /** Format: date-time */
                            en: string;
                            /**
                             * @description Quién: el cliente, la pasarela de pagos, un trabajo del sistema o un operador.
                             * @enum {unknown}
                             */
                            actor: "cliente" | "pasarela" | "sistema" | "operador";
                            /** @description El correo del operador, si lo hizo un operador. */
                            operador: string | null;
                            /** @description Qué pasó, en español (datos personales enmascarados). */
                            descripcion: string;
                            /** @description El identificador del reporte al RUNT (idReporte) o del documento electrónico (idDocumento) del evento, para reintentarlo con sus rutas; null en los demás. */
                            referencia: string | null;
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    verDatosCompletosCompra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Por qué (de 10 a 500 caracteres): queda en la auditoría. */
                    motivo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idSolicitudSoat: string;
                        tomador: {
                            tipoDocumento: string;
                            numeroDocumento: string;
                            nombres: string;
                            apellidos: string;
                            correoElectronico: string;
                            celular: string;
                            direccion: string;
                            ciudad: string;
                        };
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    reenviarCertificadoCompra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Mensaje para mostrar a la persona. */
                        message: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    corregirCorreoCompra: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Identificador (UUID) de la solicitud. */
                idSolicitudSoat: string;
            };
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
                    /** @description Por qué (de 10 a 500 caracteres): queda en la auditoría. */
                    motivo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        idSolicitudSoat: string;
                        /** @description El nuevo correo, enmascarado. */
                        correoElectronico: string;
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            404: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    listarCalificacionesOperador: {
        parameters: {
            query?: {
                /** @description Solo las de estas estrellas. */
                estrellas?: "1" | "2" | "3" | "4" | "5";
                /** @description con: solo las que tienen comentario; sin: las que no. */
                comentario?: "con" | "sin";
                /** @description Desde (incluido). */
                desde?: string;
                /** @description Hasta (incluido). */
                hasta?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Las calificaciones, de la más reciente a la más antigua, y su distribución por semana. */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: int64
                         * @description Cuántas cumplen los filtros (la lista trae las 200 más recientes a lo sumo).
                         */
                        total: number;
                        calificaciones: {
                            /** Format: uuid */
                            id: string;
                            /** Format: int32 */
                            estrellas: number;
                            comentario: string | null;
                            recomendaria: boolean;
                            /** @description Lo calificado: el número de la póliza, o la referencia del integrador. */
                            referencia: string;
                            /** @description poliza o integrador. */
                            origen: string;
                            /** Format: date-time */
                            creadaEn: string;
                        }[];
                        /** @description Por semana, de la más antigua a la más reciente, con las semanas sin calificaciones en cero. */
                        distribucion: {
                            /**
                             * Format: date
                             * @description El lunes de la semana, en Colombia.
                             */
                            semana: string;
                            /** @description Cuántas calificaciones de 1, 2, 3, 4 y 5 estrellas, en ese orden. */
                            conteos: number[];
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
    obtenerPanelesDeOperacion: {
        parameters: {
            query?: {
                /** @description Cuántas horas hasta ahora muestran los paneles: 1, 6, 24 (por omisión) o 168 (una semana). */
                horas?: "1" | "6" | "24" | "168";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description false: Prometheus no está configurado o no respondió (ver `mensaje`). */
                        disponible: boolean;
                        mensaje?: string;
                        /** Format: date-time */
                        desde: string;
                        /** Format: date-time */
                        hasta: string;
                        /** Format: int32 */
                        pasoSegundos: number;
                        /** @description Los instantes de los valores (segundos desde 1970), de `desde` a `hasta` cada `pasoSegundos`. */
                        tiempos: number[];
                        paneles: {
                            id: string;
                            titulo: string;
                            /** @enum {unknown} */
                            unidad: "cantidad" | "segundos" | "por-minuto" | "puntaje";
                            series: {
                                /** @description El nombre de la serie en la leyenda (p. ej. TARJETA, p95). */
                                nombre: string;
                                /** @description Las etiquetas de la serie en Prometheus. */
                                etiquetas: {
                                    [key: string]: string;
                                };
                                /** @description Un valor por cada instante de `tiempos` (null: sin dato en ese instante). */
                                valores: (number | null)[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Error con mensaje en español y, si aplica, un error por campo. */
            400: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
            403: {
                headers: {
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
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
                    /** @description Solicitudes permitidas en la ventana del límite. */
                    "X-RateLimit-Limit"?: number;
                    /** @description Solicitudes que quedan en la ventana. */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Segundos hasta que la ventana empieza de nuevo. */
                    "X-RateLimit-Reset"?: number;
                    /** @description Segundos que esperar antes de intentar de nuevo. */
                    "Retry-After"?: number;
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
}
