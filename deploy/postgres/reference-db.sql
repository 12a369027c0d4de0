-- The reference services' database beside the gateway store's (deploy/compose.yaml, reference profile only uses it).
CREATE DATABASE reference OWNER painel;
