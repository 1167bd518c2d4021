-- An account token may carry the seller's identity document (a `file_…` of the sandbox's files
-- service), as Stripe's account tokens carry `individual.verification.document`: updating the
-- account with such a token gives its verification the document.
ALTER TABLE sandbox_token ADD COLUMN verification_document text;
