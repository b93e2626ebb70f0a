import SwiftUI

/// An API client that checks a response's status and throws URLError codes by their static
/// names on URLError, and one of its own numbers, as Combine and async request code does.
struct ErrorCodes: View {
    @State private var log: [String] = []

    var body: some View {
        List(log, id: \.self) { Text($0) }
            .onAppear { check() }
    }

    func validate(status: Int) throws {
        guard (200..<300).contains(status) else { throw URLError(URLError.badServerResponse) }
    }

    func check() {
        do {
            try validate(status: 500)
        } catch let error as URLError {
            log.append("\(error.code == .badServerResponse) \(error.errorCode)")
        } catch {
            log.append("other")
        }
        // Optional, as a code is to Foundation on Linux (on iOS its initialiser is not failable).
        let zero: URLError.Code? = URLError.Code(rawValue: 0)
        if let zero {
            let own: URLError = URLError(zero)
            log.append("\(own.code.rawValue) \(own.code == zero)")
        }
        let known: URLError.Code? = URLError.Code(rawValue: -1205)
        log.append("\(known == .clientCertificateRejected) \(URLError.Code.appTransportSecurityRequiresSecureConnection.rawValue)")
        log.append(everyCode())
    }

    /// Every code, by its static name on URLError and as a member of URLError.Code.
    func everyCode() -> String {
        let statics: [URLError.Code] = [
            URLError.unknown, URLError.cancelled, URLError.badURL, URLError.timedOut, URLError.unsupportedURL,
            URLError.cannotFindHost, URLError.cannotConnectToHost, URLError.networkConnectionLost,
            URLError.dnsLookupFailed, URLError.httpTooManyRedirects, URLError.resourceUnavailable,
            URLError.notConnectedToInternet, URLError.redirectToNonExistentLocation, URLError.badServerResponse,
            URLError.userCancelledAuthentication, URLError.userAuthenticationRequired, URLError.zeroByteResource,
            URLError.cannotDecodeRawData, URLError.cannotDecodeContentData, URLError.cannotParseResponse,
            URLError.internationalRoamingOff, URLError.callIsActive, URLError.dataNotAllowed,
            URLError.requestBodyStreamExhausted, URLError.appTransportSecurityRequiresSecureConnection,
            URLError.fileDoesNotExist, URLError.fileIsDirectory, URLError.noPermissionsToReadFile,
            URLError.dataLengthExceedsMaximum, URLError.secureConnectionFailed, URLError.serverCertificateHasBadDate,
            URLError.serverCertificateUntrusted, URLError.serverCertificateHasUnknownRoot,
            URLError.serverCertificateNotYetValid, URLError.clientCertificateRejected,
            URLError.clientCertificateRequired, URLError.cannotLoadFromNetwork, URLError.cannotCreateFile,
            URLError.cannotOpenFile, URLError.cannotCloseFile, URLError.cannotWriteToFile, URLError.cannotRemoveFile,
            URLError.cannotMoveFile, URLError.downloadDecodingFailedMidStream,
            URLError.downloadDecodingFailedToComplete, URLError.backgroundSessionRequiresSharedContainer,
            URLError.backgroundSessionInUseByAnotherProcess, URLError.backgroundSessionWasDisconnected,
        ]
        let members: [URLError.Code] = [
            .unknown, .cancelled, .badURL, .timedOut, .unsupportedURL, .cannotFindHost, .cannotConnectToHost,
            .networkConnectionLost, .dnsLookupFailed, .httpTooManyRedirects, .resourceUnavailable,
            .notConnectedToInternet, .redirectToNonExistentLocation, .badServerResponse,
            .userCancelledAuthentication, .userAuthenticationRequired, .zeroByteResource, .cannotDecodeRawData,
            .cannotDecodeContentData, .cannotParseResponse, .internationalRoamingOff, .callIsActive, .dataNotAllowed,
            .requestBodyStreamExhausted, .appTransportSecurityRequiresSecureConnection, .fileDoesNotExist,
            .fileIsDirectory, .noPermissionsToReadFile, .dataLengthExceedsMaximum, .secureConnectionFailed,
            .serverCertificateHasBadDate, .serverCertificateUntrusted, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid, .clientCertificateRejected, .clientCertificateRequired,
            .cannotLoadFromNetwork, .cannotCreateFile, .cannotOpenFile, .cannotCloseFile, .cannotWriteToFile,
            .cannotRemoveFile, .cannotMoveFile, .downloadDecodingFailedMidStream, .downloadDecodingFailedToComplete,
            .backgroundSessionRequiresSharedContainer, .backgroundSessionInUseByAnotherProcess,
            .backgroundSessionWasDisconnected,
        ]
        return "\(statics == members) " + statics.map { String($0.rawValue) }.joined(separator: " ")
    }
}

#Preview("Error codes") { ErrorCodes() }
