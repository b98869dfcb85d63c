// Importing this registers the actions the workflows module provides; other modules register their own.
import "./send-questionnaire";
import "./set-vendor-status";
import "./tier-vendor";
import "./send-webhook";
