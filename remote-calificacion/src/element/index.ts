// The entry of soat-calificacion.js (webpack.element.ts).
import { defineRatingElement } from './soat-calificacion';

defineRatingElement();
