# Stand-in for the node image deploy/*.Dockerfile name: Debian 12 with the pinned Node 24 that runs the deployment
# test (and this machine's npm and corepack) in /usr/local, and the user node (1000:1000), as the official image has them; Node
# also trusts the certificates this machine trusts (its egress may present its own).
FROM debian:bookworm-slim
COPY node/ /usr/local/
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
