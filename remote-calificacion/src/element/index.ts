// The entry of soat-calificacion.js (webpack.element.cjs).
import { defineRatingElement } from './soat-calificacion';

defineRatingElement();
